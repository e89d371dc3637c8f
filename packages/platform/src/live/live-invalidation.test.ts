import type { LiveEvent } from '@care/contracts/live-event';
import { QueryClient } from '@tanstack/react-query';
import { createLiveInvalidator } from './live-invalidation';

const organizationId = '7d1f0a52-3c1e-4a55-9a3f-0f6d2f8c1b11';
const otherOrganizationId = '0c9e6b1a-2f4d-4e8a-9b7c-5d3e1f2a4b6c';
const orderId = 'a5b0e7c2-8f0e-4c71-b1a3-6c4a2d0e9f42';

const keys = {
  ordersList: ['orders', organizationId, 'list', { page: 1 }],
  orderDetails: ['orders', organizationId, 'detail', orderId],
  otherOrganizationOrders: ['orders', otherOrganizationId, 'list', { page: 1 }],
  stats: ['stats', organizationId],
  members: ['members', organizationId, 'list', {}],
  tags: ['tags', organizationId],
  documents: ['documents', organizationId, 'list', {}],
  outposts: ['outposts', organizationId, 'list'],
  unreadCount: ['notifications', 'count'],
  bellPages: ['notifications', 'pages'],
  invitations: ['invitations', 'PENDING', 'count'],
  account: ['account'],
} as const;
type Name = keyof typeof keys;

function cacheWithEveryKey() {
  const queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData([...key], { cached: true });
  return queryClient;
}

/** The cached queries an event made stale, by name. */
async function staleAfter(events: LiveEvent[]): Promise<Name[]> {
  const queryClient = cacheWithEveryKey();
  const invalidator = createLiveInvalidator(queryClient, 5);
  for (const event of events) invalidator.handle(event);
  await new Promise((resolve) => setTimeout(resolve, 20));
  return (Object.keys(keys) as Name[]).filter(
    (name) => queryClient.getQueryState([...keys[name]])?.isInvalidated,
  );
}

const event = (entity: LiveEvent['entity'], type = 'updated'): LiveEvent => ({
  type,
  organizationId,
  entity,
  id: orderId,
});

describe('live invalidation', () => {
  it('an order change refreshes that organization’s orders (lists, details, counts) and figures only', async () => {
    expect(await staleAfter([event('order', 'created')])).toEqual([
      'ordersList',
      'orderDetails',
      'stats',
    ]);
  });

  it('a new notification refreshes the bell’s count and list', async () => {
    expect(await staleAfter([event('notification', 'created')])).toEqual([
      'unreadCount',
      'bellPages',
    ]);
  });

  it.each([
    ['member', ['stats', 'members', 'invitations']],
    ['tag', ['members', 'tags']],
    ['document', ['stats', 'documents']],
    ['outpost', ['outposts']],
    // Reading every notification (in another tab) is recorded on the account.
    ['account', ['unreadCount', 'bellPages', 'account']],
    ['person', ['account']],
  ] as const)('a %s change refreshes %j', async (entity, expected) => {
    expect(await staleAfter([event(entity)])).toEqual(expected);
  });

  it('a resync refreshes everything', async () => {
    const everything = await staleAfter([
      { type: 'resync', organizationId: null, entity: 'all', id: null },
    ]);
    expect(everything).toEqual(Object.keys(keys));
  });

  it('a burst of events refreshes each query once', async () => {
    const queryClient = cacheWithEveryKey();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const invalidator = createLiveInvalidator(queryClient, 5);
    invalidator.handle(event('order', 'accepted'));
    invalidator.handle(event('order', 'assistant-assigned'));
    invalidator.handle(event('notification', 'created'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['orders', organizationId],
      ['stats', organizationId],
      ['notifications'],
    ]);
  });
});
