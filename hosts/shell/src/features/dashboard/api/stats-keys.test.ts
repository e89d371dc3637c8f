import { staleKeysOf } from '@care/platform/live';
import { statsKeys } from './stats-keys';

/** Whether a query key falls under an invalidated prefix, as the query client decides it. */
const isUnder = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => JSON.stringify(key[index]) === JSON.stringify(part));

describe('the dashboard figures and the live updates', () => {
  const organizationId = '6f1c0b7e-1a55-4c55-9a9e-2f1d0f6e9b01';
  const refreshed = (entity: 'order' | 'member' | 'document' | 'outpost') =>
    (staleKeysOf({ type: 'updated', organizationId, entity, id: null }) ?? []).some((prefix) =>
      isUnder(statsKeys.organization(organizationId), prefix),
    );

  it('are refreshed when the organization’s orders, members or documents change', () => {
    expect(refreshed('order')).toBe(true);
    expect(refreshed('member')).toBe(true);
    expect(refreshed('document')).toBe(true);
  });

  it('refresh today’s visits with them when the organization’s orders change', () => {
    const stale = staleKeysOf({ type: 'updated', organizationId, entity: 'order', id: null }) ?? [];
    expect(stale.some((prefix) => isUnder(statsKeys.todaySchedule(organizationId), prefix))).toBe(
      true,
    );
  });

  it('are left alone by changes they do not count, and by other organizations', () => {
    expect(refreshed('outpost')).toBe(false);
    const elsewhere = staleKeysOf({
      type: 'updated',
      organizationId: '0b0e6a52-9d1f-4b1e-8c43-7d0f7f1a2c10',
      entity: 'order',
      id: null,
    });
    expect(
      (elsewhere ?? []).some((prefix) => isUnder(statsKeys.organization(organizationId), prefix)),
    ).toBe(false);
  });
});
