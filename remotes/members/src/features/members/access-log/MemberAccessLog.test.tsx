/// <reference types="@testing-library/jest-dom" />
import type { MemberAccessLogEntry } from '@care/contracts/access-log';
import { problemTypes } from '@care/contracts/problem';
import { problem } from '@care/testing';
import { screen, within } from '@testing-library/react';
import { anna } from '../testing/fixtures';
import { renderMemberPage } from '../testing/render-members-app';

// The first test also compiles the page's lazy chunks, which on a busy machine takes a while.
jest.setTimeout(60_000);

const entry = (
  index: number,
  overrides: Partial<MemberAccessLogEntry> = {},
): MemberAccessLogEntry => ({
  id: `a0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  at: '2026-12-03T07:15:00.000Z',
  kind: 'MEMBER_CARD',
  recordId: null,
  reader: { firstName: 'Piotr', lastName: 'Drugi' },
  ...overrides,
});
const pageOf = (items: MemberAccessLogEntry[], page = 1, isLast = true) => ({
  items,
  pagination: { page, limit: 20, isLast, total: isLast ? items.length : items.length + 1 },
});

describe('who viewed the member’s record', () => {
  it('lists who read what, newest first, and pages on to older reads', async () => {
    const { user } = await renderMemberPage(anna, undefined, {
      accessLog: (request) =>
        request.query.get('page') === '2'
          ? pageOf([entry(3, { kind: 'ORDER', reader: null })], 2)
          : pageOf([entry(1), entry(2, { kind: 'MEMBER_LIST' })], 1, false),
    });
    const section = await screen.findByRole('region', { name: 'Who viewed this record' });
    const list = await within(section).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Piotr Drugi')).toHaveLength(2);
    expect(within(list).getByText(/Opened the member's card/)).toBeInTheDocument();
    expect(within(list).getByText(/Saw the member on the members list/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Show older' }));
    expect(await within(list).findByText('A former operator')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('names nobody for a reader whose data the organization erased', async () => {
    await renderMemberPage(anna, undefined, {
      accessLog: () => pageOf([entry(1, { reader: { erased: true } })]),
    });
    const section = await screen.findByRole('region', { name: 'Who viewed this record' });
    expect(await within(section).findByText('Data erased')).toBeInTheDocument();
    expect(within(section).queryByText(/Piotr|undefined/)).not.toBeInTheDocument();
  });

  it('says so in Polish when nobody has looked yet', async () => {
    await renderMemberPage(anna, undefined, { language: 'pl' });
    const section = await screen.findByRole('region', { name: 'Kto przeglądał kartę' });
    expect(
      await within(section).findByText('Nikt jeszcze nie przeglądał tej karty'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the log cannot be read', async () => {
    await renderMemberPage(anna, undefined, {
      accessLog: problem(500, problemTypes.internal),
    });
    const section = await screen.findByRole('region', { name: 'Who viewed this record' });
    expect(
      await within(section).findByText('Could not load who viewed this record'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('is not on the page of an operator who is not a super operator', async () => {
    await renderMemberPage(anna, undefined, { isSuperOperator: false });
    expect(await screen.findByRole('region', { name: 'History' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Who viewed this record' }),
    ).not.toBeInTheDocument();
  });
});
