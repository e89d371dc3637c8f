import type { LiveEvent } from '@care/contracts/live-event';
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { configurePlatform } from '../config/platform-config';
import { startLiveUpdates } from './start-live-updates';

const organizationId = '7d1f0a52-3c1e-4a55-9a3f-0f6d2f8c1b11';
const orderId = 'a5b0e7c2-8f0e-4c71-b1a3-6c4a2d0e9f42';
const orderCreated: LiveEvent = { type: 'created', organizationId, entity: 'order', id: orderId };

/**
 * The browser's Web Locks and BroadcastChannel (APIs we do not own), as one browser with many
 * tabs: a lock goes to the first tab that asks and then to the next in the queue; a message
 * reaches every other open channel of the same name, asynchronously, as a copy.
 */
function fakeBrowser() {
  interface Request {
    tab: number;
    grant: () => void;
  }
  const held = new Map<string, Request>();
  const queues = new Map<string, Request[]>();
  const channels = new Set<{ tab: number; channel: BroadcastChannel }>();

  function grantNext(name: string) {
    if (held.has(name)) return;
    const next = queues.get(name)?.shift();
    if (!next) return;
    held.set(name, next);
    next.grant();
  }
  function free(name: string, request: Request) {
    if (held.get(name) !== request) return;
    held.delete(name);
    grantNext(name);
  }

  return {
    /** Which tab holds the lock of this name. */
    holderOf: (name: string) => held.get(name)?.tab,
    tab(tab: number) {
      const locks = {
        request(
          name: string,
          options: LockOptions,
          callback: (lock: Lock | null) => Promise<void>,
        ): Promise<void> {
          if (options.ifAvailable && (held.has(name) || queues.get(name)?.length))
            return Promise.resolve(callback(null));
          return new Promise<void>((resolve, reject) => {
            const request: Request = {
              tab,
              grant: () => {
                void Promise.resolve(callback({ name, mode: 'exclusive' } as Lock)).then(() => {
                  free(name, request);
                  resolve();
                });
              },
            };
            options.signal?.addEventListener('abort', () => {
              const queue = queues.get(name) ?? [];
              if (!queue.includes(request)) return;
              queue.splice(queue.indexOf(request), 1);
              reject(new DOMException('Aborted', 'AbortError'));
            });
            queues.set(name, [...(queues.get(name) ?? []), request]);
            grantNext(name);
          });
        },
      } as unknown as LockManager;

      const openChannel = (name: string) => {
        const entry = { tab, channel: undefined as unknown as BroadcastChannel };
        const channel = {
          name,
          onmessage: null as ((event: MessageEvent) => void) | null,
          postMessage(data: unknown) {
            for (const other of channels)
              if (other.channel !== channel && other.channel.name === name) {
                const copy = structuredClone(data);
                setTimeout(() => other.channel.onmessage?.({ data: copy } as MessageEvent), 0);
              }
          },
          close: () => channels.delete(entry),
        } as unknown as BroadcastChannel;
        entry.channel = channel;
        channels.add(entry);
        return channel;
      };

      /** The tab dies without a word: the browser frees its locks and closes its channels. */
      const crash = () => {
        for (const [name, request] of held) if (request.tab === tab) free(name, request);
        for (const queue of queues.values())
          for (const request of [...queue])
            if (request.tab === tab) queue.splice(queue.indexOf(request), 1);
        for (const entry of channels) if (entry.tab === tab) channels.delete(entry);
      };
      return { locks, openChannel, crash };
    },
  };
}

/** The API's event stream: each open stream, the headers it was opened with, and a way to write. */
function fakeStreamServer() {
  const streams: {
    headers: Record<string, string>;
    open: boolean;
    write: (event: LiveEvent, id?: number) => void;
  }[] = [];
  const fetch = jest.fn(async (_input: string | URL | Request, init?: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    const stream = {
      headers: init?.headers as Record<string, string>,
      open: true,
      write: (event: LiveEvent, id?: number) =>
        controller.enqueue(
          new TextEncoder().encode(
            `${id !== undefined ? `id: ${id}\n` : ''}data: ${JSON.stringify(event)}\n\n`,
          ),
        ),
    };
    init?.signal?.addEventListener('abort', () => {
      stream.open = false;
      controller.error(new DOMException('Aborted', 'AbortError'));
    });
    streams.push(stream);
    return new Response(body, { status: 200 });
  });
  return { streams, openStreams: () => streams.filter((stream) => stream.open), fetch };
}

/** A tab's page: the orders list on screen, counting its fetches. */
function pageShowingOrders(queryClient: QueryClient) {
  const page = { fetches: 0, close: () => undefined as void };
  const queryKey: QueryKey = ['orders', organizationId, 'list', { page: 1 }];
  page.close = new QueryObserver(queryClient, {
    queryKey,
    queryFn: async () => {
      page.fetches += 1;
      return [];
    },
    staleTime: Infinity,
  }).subscribe(() => undefined);
  return page;
}

const waitUntil = async (check: () => boolean, what = 'condition') => {
  const deadline = Date.now() + 2_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('one event stream per browser and account', () => {
  const realFetch = globalThis.fetch;
  let server: ReturnType<typeof fakeStreamServer>;
  let browser: ReturnType<typeof fakeBrowser>;
  const stops: (() => void)[] = [];

  beforeEach(() => {
    configurePlatform({ apiBaseUrl: '/api/v1', getIdToken: async () => 'token' });
    server = fakeStreamServer();
    globalThis.fetch = server.fetch as unknown as typeof fetch;
    browser = fakeBrowser();
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    globalThis.fetch = realFetch;
  });

  let tabs = 0;
  /** A tab signed in as `accountId`, showing the orders list, with live updates started. */
  async function openTab(accountId: string, browserApis: 'supported' | 'missing' = 'supported') {
    const { locks, openChannel, crash } = browser.tab((tabs += 1));
    const queryClient = new QueryClient();
    const page = pageShowingOrders(queryClient);
    await waitUntil(() => page.fetches === 1, 'the first fetch');
    const stop =
      browserApis === 'supported'
        ? startLiveUpdates(queryClient, { accountId, locks, openChannel })
        : startLiveUpdates(queryClient, { accountId, locks: undefined, openChannel: undefined });
    stops.push(stop, page.close);
    const focusRefetch = () => queryClient.getDefaultOptions().queries?.refetchOnWindowFocus;
    return { page, stop, crash, focusRefetch };
  }

  it('opens one stream for two tabs of one account, and both refetch on an event', async () => {
    const first = await openTab('account-1');
    const second = await openTab('account-1');
    await waitUntil(() => server.streams.length === 1, 'a stream');
    await settle();
    expect(server.openStreams()).toHaveLength(1);
    // The follower knows the stream is open, so a window focus need not refetch there either.
    await waitUntil(() => second.focusRefetch() === false, 'the relayed status');
    expect(first.focusRefetch()).toBe(false);

    server.streams[0]?.write(orderCreated, 41);
    await waitUntil(() => first.page.fetches === 2 && second.page.fetches === 2, 'the refetches');
  });

  it('hands the stream to the next tab when its holder closes, resuming from the last event', async () => {
    const holder = await openTab('account-1');
    const follower = await openTab('account-1');
    await waitUntil(() => server.streams.length === 1, 'a stream');
    server.streams[0]?.write(orderCreated, 41);
    await waitUntil(() => follower.page.fetches === 2, 'the relayed event');

    holder.crash();
    // The closed tab's own stream goes with it.
    holder.stop();
    await waitUntil(() => server.streams.length === 2, 'the follower’s stream');
    expect(server.streams[1]?.headers['Last-Event-ID']).toBe('41');
    expect(server.openStreams()).toHaveLength(1);

    server.streams[1]?.write({ ...orderCreated, type: 'accepted' }, 42);
    await waitUntil(() => follower.page.fetches === 3, 'the event on the new stream');
  });

  it('lets a third tab hear from the new holder after a handover', async () => {
    const holder = await openTab('account-1');
    const second = await openTab('account-1');
    const third = await openTab('account-1');
    await waitUntil(() => server.streams.length === 1, 'a stream');
    holder.stop();
    await waitUntil(() => server.streams.length === 2, 'the next stream');
    // Nobody saw an event id to resume from: what changed in between is unknown, so every
    // tab refetches what it shows once the new stream is open.
    await waitUntil(() => second.page.fetches === 2 && third.page.fetches === 2, 'a resync');

    server.streams[1]?.write(orderCreated, 7);
    await waitUntil(() => second.page.fetches === 3 && third.page.fetches === 3, 'the event');
    await settle();
    expect(server.openStreams()).toHaveLength(1);
  });

  it('never shares a stream between two accounts signed in in one browser', async () => {
    const first = await openTab('account-1');
    const other = await openTab('account-2');
    await waitUntil(() => server.streams.length === 2, 'two streams');
    await settle();
    expect(server.openStreams()).toHaveLength(2);

    server.streams[0]?.write(orderCreated, 41);
    await waitUntil(() => first.page.fetches === 2, 'the first account’s refetch');
    await settle();
    expect(other.page.fetches).toBe(1);
  });

  it('opens a stream per tab where the browser has no locks or channels', async () => {
    await openTab('account-1', 'missing');
    await openTab('account-1', 'missing');
    await waitUntil(() => server.streams.length === 2, 'two streams');
  });
});
