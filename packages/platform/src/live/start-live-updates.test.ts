import type { LiveEvent } from '@care/contracts/live-event';
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { configurePlatform } from '../config/platform-config';
import { startLiveUpdates } from './start-live-updates';

const organizationId = '7d1f0a52-3c1e-4a55-9a3f-0f6d2f8c1b11';
const orderId = 'a5b0e7c2-8f0e-4c71-b1a3-6c4a2d0e9f42';

/** What a page shows: queries with an observer, each counting how often it is fetched. */
function pageShowing(queryClient: QueryClient, keys: Record<string, QueryKey>) {
  const fetches: Record<string, number> = {};
  const unsubscribes = Object.entries(keys).map(([name, queryKey]) => {
    fetches[name] = 0;
    return new QueryObserver(queryClient, {
      queryKey,
      queryFn: async () => {
        fetches[name] = (fetches[name] ?? 0) + 1;
        return { name };
      },
      staleTime: Infinity,
    }).subscribe(() => undefined);
  });
  return { fetches, close: () => unsubscribes.forEach((unsubscribe) => unsubscribe()) };
}

/** The event stream as the server writes it: these events, then it stays open. */
function streamOf(events: { data: LiveEvent; id?: number }[]) {
  const text = events
    .map(
      ({ data, id }) => `${id !== undefined ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`,
    )
    .join('');
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(`retry: 2000\n\n${text}`));
    },
  });
}

const waitUntil = async (check: () => boolean) => {
  const deadline = Date.now() + 2_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('startLiveUpdates', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  async function run(events: { data: LiveEvent; id?: number }[]) {
    configurePlatform({ apiBaseUrl: '/api/v1', getIdToken: async () => 'token' });
    const requested: string[] = [];
    globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
      requested.push(String(input));
      return new Response(streamOf(events), { status: 200 });
    }) as unknown as typeof fetch;
    const queryClient = new QueryClient();
    const page = pageShowing(queryClient, {
      bell: ['notifications', 'count'],
      orders: ['orders', organizationId, 'list', { page: 1 }],
      member: ['members', organizationId, 'detail', 'm-1'],
      account: ['account'],
    });
    await waitUntil(() => Object.values(page.fetches).every((count) => count === 1));
    const stop = startLiveUpdates(queryClient, { accountId: 'account-1' });
    return { page, requested, stop };
  }

  it('refetches everything the page shows when the server lost track of what changed (a resync)', async () => {
    // What the server sends when its listener was down longer than the replay window.
    const { page, requested, stop } = await run([
      { data: { type: 'resync', organizationId: null, entity: 'all', id: null } },
    ]);
    try {
      await waitUntil(() => Object.values(page.fetches).every((count) => count === 2));
      expect(requested).toEqual(['/api/v1/account/me/events']);
    } finally {
      stop();
      page.close();
    }
  });

  it('refetches only what an event touches', async () => {
    const { page, stop } = await run([
      { data: { type: 'accepted', organizationId, entity: 'order', id: orderId }, id: 41 },
    ]);
    try {
      await waitUntil(() => page.fetches.orders === 2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(page.fetches).toEqual({ bell: 1, orders: 2, member: 1, account: 1 });
    } finally {
      stop();
      page.close();
    }
  });
});
