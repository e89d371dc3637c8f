/// <reference types="@testing-library/jest-dom" />
import type { AuditEvent } from '@care/contracts/audit';
import { i18n, initI18n } from '@care/i18n';
import { act, render, screen, within } from '@testing-library/react';
import { UiProvider } from '../system';
import { HistoryTimeline, type HistoryTimelineProps } from './HistoryTimeline';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const anna = {
  accountId: '0b6f1f8e-8a43-4c1a-9a52-1d7c2c1e6a01',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@care.test',
  formOfAddress: null,
};

function event(overrides: Partial<AuditEvent>): AuditEvent {
  return {
    id: crypto.randomUUID(),
    at: minutesAgo(5),
    actor: anna,
    organizationId: '5d7a8a0e-2f0c-4c55-9f59-0d6d7c3b7a10',
    entity: 'member',
    entityId: '9c0a3b9e-4a57-4bd6-8b76-3f5c7a2c9e11',
    action: 'member.updated',
    before: {},
    after: {},
    recordExists: true,
    ...overrides,
  };
}

const created = event({
  id: 'e1',
  at: minutesAgo(3 * 24 * 60),
  action: 'member.created',
  before: { firstName: null, status: null, isSuperOperator: null },
  after: { firstName: 'Jan', status: 'PENDING', isSuperOperator: false },
});
const updated = event({
  id: 'e2',
  at: minutesAgo(5),
  action: 'member.updated',
  before: { status: 'PENDING', phone: '+48500100200', startDate: '2025-03-05' },
  after: { status: 'ACCEPTED', phone: null, startDate: '2025-04-01' },
});
const bySystem = event({
  id: 'e3',
  at: minutesAgo(90),
  actor: null,
  action: 'member.deactivated',
  before: { status: 'ACCEPTED' },
  after: { status: 'INACTIVE' },
});

const labels: Pick<HistoryTimelineProps, 'actionLabel' | 'fieldLabel' | 'formatValue'> = {
  actionLabel: ({ action }, who) =>
    `${who} ${
      {
        'member.created': 'added the member',
        'member.updated': 'edited the member',
        'member.deactivated': 'marked the member inactive',
      }[action] ?? action
    }`,
  fieldLabel: (field) =>
    ({
      firstName: 'First name',
      status: 'Status',
      isSuperOperator: 'Super operator',
      phone: 'Phone',
      startDate: 'Start date',
    })[field] ?? field,
  formatValue: (field, value) =>
    field === 'status' && typeof value === 'string' ? value.toLowerCase() : undefined,
};

function renderTimeline(events: AuditEvent[] | undefined, footer?: HistoryTimelineProps['footer']) {
  render(
    <UiProvider>
      <HistoryTimeline events={events} {...labels} footer={footer} />
    </UiProvider>,
  );
}

/** Each change of one entry as `field: what is read`, screen-reader words included. */
function changesIn(entry: HTMLElement) {
  const terms = within(entry).queryAllByRole('term');
  return terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
});

describe('HistoryTimeline', () => {
  it('lists the events in the order given, saying who did what and when', () => {
    renderTimeline([updated, bySystem, created]);

    const entries = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent(/^Anna Nowak edited the member · 5 minutes ago/);
    expect(entries[1]).toHaveTextContent(/^System marked the member inactive · 2 hours ago/);
    expect(entries[2]).toHaveTextContent(/^Anna Nowak added the member · 3 days ago/);

    const when = entries[0]!.querySelector('time')!;
    expect(when).toHaveAttribute('dateTime', updated.at);
    expect(when.getAttribute('title')).toMatch(/^\d{2}\/\d{2}\/\d{2}, /);
  });

  it('shows a created record’s values once, with yes/no and the caller’s labels', () => {
    renderTimeline([created]);
    expect(changesIn(screen.getByRole('listitem'))).toEqual([
      'First name: Jan',
      'Status: pending',
      'Super operator: No',
    ]);
  });

  it('shows each changed field from → to, a removed value as empty, dates as the panel writes them', () => {
    renderTimeline([updated]);
    const entry = screen.getByRole('listitem');

    expect(changesIn(entry)).toEqual([
      'Status: pending→ changed to accepted',
      'Phone: +48500100200→ changed to (empty)',
      'Start date: 03/05/25→ changed to 04/01/25',
    ]);
    // The arrow is drawn, not read.
    expect(within(entry).getAllByText('→')[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks Polish in the Polish UI', async () => {
    await i18n.changeLanguage('pl');
    try {
      renderTimeline([updated, bySystem]);
      const [edit, sweep] = screen.getAllByRole('listitem');
      expect(sweep).toHaveTextContent(/^System marked the member inactive · 2 godziny temu/);
      expect(changesIn(edit!)).toContain('Phone: +48500100200→ zmieniono na (puste)');
      expect(changesIn(edit!)).toContain('Start date: 05.03.25→ zmieniono na 01.04.25');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says it is loading until the events come', () => {
    renderTimeline(undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the history…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when nothing has been recorded', () => {
    renderTimeline([]);
    expect(screen.getByText('No changes recorded yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows what the caller puts under it, e.g. a way to older events', () => {
    renderTimeline([updated], <button>Show older</button>);
    expect(screen.getByRole('button', { name: 'Show older' })).toBeInTheDocument();
  });
});
