/// <reference types="@testing-library/jest-dom" />
import { auditEndpoints, type AuditEvent } from '@care/contracts/audit';
import { memberEndpoints } from '@care/contracts/member';
import { problemTypes } from '@care/contracts/problem';
import { problem, captureDownloads } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ORGANIZATION_ID,
  anna,
  me,
  membersPath,
  otherOperator,
  pageOf,
} from '../../members/testing/fixtures';
import { renderMembersApp } from '../../members/testing/render-members-app';

jest.setTimeout(30_000);

const olga = {
  accountId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  firstName: 'Olga',
  lastName: 'Operator',
  email: 'operator@care.test',
  formOfAddress: null,
};

const eventOf = (index: number, changes: Partial<AuditEvent>): AuditEvent => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  at: '2026-03-02T09:30:00Z',
  actor: olga,
  organizationId: ORGANIZATION_ID,
  entity: 'member',
  entityId: anna.id,
  action: 'updated',
  before: {},
  after: {},
  recordExists: true,
  ...changes,
});

/** A member's status changed, a tag since deleted renamed, an order the system expired. */
const events: AuditEvent[] = [
  eventOf(1, {
    before: { status: 'PENDING', version: 1 },
    after: { status: 'ACCEPTED', version: 2 },
  }),
  eventOf(2, {
    entity: 'tag',
    entityId: '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    before: { name: 'Dyżur' },
    after: { name: 'Dyżur nocny' },
    recordExists: false,
  }),
  eventOf(3, {
    actor: null,
    entity: 'order',
    entityId: '6b2e3d4c-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
    action: 'cancelled',
    before: { status: 'NEW' },
    after: { status: 'CANCELLED' },
  }),
];
const logOf = (items: AuditEvent[], { page = 1, limit = 10, total = items.length } = {}) => ({
  items,
  pagination: { page, limit, total, isLast: page * limit >= total },
});

function openLog(
  url = membersPath('/audit-log'),
  api?: Parameters<typeof renderMembersApp>[1],
  options: Parameters<typeof renderMembersApp>[2] = {},
  log:
    | Parameters<typeof auditEndpoints.listAuditEvents.response.parse>[0]
    | ReturnType<typeof problem> = logOf(events, { total: 23 }),
) {
  return renderMembersApp(
    url,
    (stub) => {
      stub
        .on(auditEndpoints.listAuditEvents, { answer: log as never })
        .on(memberEndpoints.listMembers, { answer: pageOf([me, otherOperator]) });
      api?.(stub);
    },
    options,
  );
}

describe('the audit log', () => {
  it('shows who changed what and when, before → after in plain words, linking what still exists', async () => {
    await openLog();
    const table = await screen.findByRole('table', {
      name: 'The organization’s changes, newest first',
    });
    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    // On a busy machine the table is drawn a moment before its rows.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3));
    const [, member, tag, order] = within(table).getAllByRole('row');

    expect(within(member!).getByRole('rowheader')).toHaveTextContent('Member: Changed');
    expect(member).toHaveTextContent('Olga Operator');
    // The member's status in the words of the member page, the version left out.
    expect(member).toHaveTextContent('StatusPending→ changed to Active');
    expect(member).not.toHaveTextContent('Version');
    expect(within(member!).getByRole('link', { name: 'Open Member' })).toHaveAttribute(
      'href',
      `/organization/${ORGANIZATION_ID}/members/${anna.id}`,
    );

    expect(tag).toHaveTextContent('Tag: Changed');
    expect(tag).toHaveTextContent('NameDyżur→ changed to Dyżur nocny');
    expect(within(tag!).queryByRole('link')).not.toBeInTheDocument();
    expect(tag).toHaveTextContent('No longer exists');

    expect(order).toHaveTextContent('Order: Cancellation');
    expect(order).toHaveTextContent('System');
    expect(within(order!).getByRole('link', { name: 'Open Order' })).toHaveAttribute(
      'href',
      `/organization/${ORGANIZATION_ID}/orders/6b2e3d4c-5f6a-4b7c-9d8e-0f1a2b3c4d5e`,
    );
  });

  it('reads its filters and page from the address and sends them, without sort or search', async () => {
    const { api } = await openLog(
      membersPath(
        `/audit-log?page=2&entity=member&action=updated&actorMemberId=${otherOperator.id}&from=2026-03-01&to=2026-03-31`,
      ),
    );
    await screen.findByRole('table');
    await waitFor(() => expect(api.requestsTo(auditEndpoints.listAuditEvents)).not.toHaveLength(0));
    expect(
      Object.fromEntries(api.requestsTo(auditEndpoints.listAuditEvents).at(-1)!.query),
    ).toEqual({
      page: '2',
      limit: '10',
      entity: 'member',
      action: 'updated',
      actorMemberId: otherOperator.id,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(await screen.findByRole('option', { name: 'Oskar Operatorski' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveValue(otherOperator.id);
    expect(screen.getByRole('combobox', { name: 'Kind of record' })).toHaveValue('member');
  });

  it('narrows by the kind of record chosen, back on the first page, and keeps it in the address', async () => {
    const { user, api } = await openLog(membersPath('/audit-log?page=2'));
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of record' }), 'tag');
    await waitFor(() =>
      expect(
        Object.fromEntries(api.requestsTo(auditEndpoints.listAuditEvents).at(-1)!.query),
      ).toEqual({ page: '1', limit: '10', entity: 'tag' }),
    );
  });

  it('exports the filtered changes to CSV as the API writes them', async () => {
    const { saved, restore } = captureDownloads();
    const csv = 'When,Who\r\n02.03.26,Olga Operator\r\n';
    const { user, api } = await openLog(membersPath('/audit-log?page=3&entity=order'), (stub) =>
      stub.on(auditEndpoints.exportAuditEvents, { answer: csv }),
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Object.fromEntries(api.requestsTo(auditEndpoints.exportAuditEvents)[0]!.query)).toEqual({
      entity: 'order',
    });
    expect(saved[0]!.name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    restore();
  });

  it('says when nothing is recorded yet', async () => {
    await openLog(undefined, undefined, {}, logOf([]));
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
  });

  it('offers Retry when the log fails to load', async () => {
    await openLog(undefined, undefined, {}, problem(500, problemTypes.internal));
    expect(await screen.findByText('Unable to load the audit log')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks Polish: "Dziennik zmian"', async () => {
    await openLog(undefined, undefined, { language: 'pl' });
    expect(await screen.findByRole('heading', { name: 'Dziennik zmian' })).toBeInTheDocument();
    expect(await screen.findByText('Członek: Zmieniono')).toBeInTheDocument();
  });

  it('is not there for an operator who is not a super operator, and asks the API nothing', async () => {
    const { api } = await openLog(undefined, undefined, { isSuperOperator: false });
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
    expect(api.requestsTo(auditEndpoints.listAuditEvents)).toHaveLength(0);
  });
});
