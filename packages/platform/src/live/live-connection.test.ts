import type { LiveEvent } from '@care/contracts/live-event';
import {
  backoffDelay,
  connectLiveEvents,
  type LiveStatus,
  readLiveEvents,
} from './live-connection';

const organizationId = '7d1f0a52-3c1e-4a55-9a3f-0f6d2f8c1b11';
const orderId = 'a5b0e7c2-8f0e-4c71-b1a3-6c4a2d0e9f42';
const orderCreated: LiveEvent = { type: 'created', organizationId, entity: 'order', id: orderId };

/** A body that arrives in the given pieces, then ends (or stays open when `open`). */
function bodyOf(pieces: (string | Uint8Array)[], { open = false } = {}) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces)
        controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      if (!open) controller.close();
    },
  });
}

describe('readLiveEvents', () => {
  it('reassembles events cut anywhere, even inside a character, and skips comments and junk', async () => {
    const wire =
      `: keep-alive\n\nid: 41\ndata: ${JSON.stringify(orderCreated)}\n\n` +
      `data: not json\n\ndata: {"type":"x"}\n\n` +
      `id: 42\ndata: ${JSON.stringify({ ...orderCreated, type: 'zaakceptowane-ż' })}\n\n`;
    const bytes = new TextEncoder().encode(wire);
    // Every few bytes a new chunk: lines, fields and the two bytes of 'ż' get split.
    const chunks: Uint8Array[] = [];
    for (let start = 0; start < bytes.length; start += 3)
      chunks.push(bytes.slice(start, start + 3));

    const received: [LiveEvent, string | undefined][] = [];
    await readLiveEvents(bodyOf(chunks), (event, id) => received.push([event, id]));
    expect(received).toEqual([
      [orderCreated, '41'],
      [{ ...orderCreated, type: 'zaakceptowane-ż' }, '42'],
    ]);
  });
});

describe('backoffDelay', () => {
  const settings = { initialDelayMs: 1_000, maxDelayMs: 30_000 };
  it('doubles after each failure up to the cap, with up to half of it random', () => {
    const highest = [0, 1, 2, 3, 4, 5, 6].map((attempt) =>
      backoffDelay(attempt, settings, () => 1),
    );
    expect(highest).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(backoffDelay(2, settings, () => 0)).toBe(2_000);
  });
});

describe('connectLiveEvents', () => {
  interface Call {
    headers: Record<string, string>;
    at: number;
  }

  /** A server that answers each connection with the next of `answers`. */
  function fakeServer(answers: (() => Response)[]) {
    const calls: Call[] = [];
    const fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      calls.push({ headers: init?.headers as Record<string, string>, at: Date.now() });
      const answer = answers.shift();
      if (!answer) return new Response(bodyOf([], { open: true }), { status: 200 });
      return answer();
    });
    return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
  }

  const waitUntil = async (check: () => boolean) => {
    const deadline = Date.now() + 2_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  it('sends the Bearer token, resumes with the last event id, and backs off while refused', async () => {
    const server = fakeServer([
      // The first stream delivers an event, then the server ends it.
      () =>
        new Response(bodyOf([`id: 7\ndata: ${JSON.stringify(orderCreated)}\n\n`]), {
          status: 200,
        }),
      () => new Response(null, { status: 503 }),
      () => new Response(null, { status: 503 }),
    ]);
    const events: LiveEvent[] = [];
    const statuses: LiveStatus[] = [];
    let token = 'first-token';
    const close = connectLiveEvents({
      url: '/api/v1/account/me/events',
      getToken: async () => token,
      onEvent: (event) => events.push(event),
      onStatusChange: (status) => statuses.push(status),
      fetch: server.fetch,
      initialDelayMs: 20,
      maxDelayMs: 200,
      random: () => 1,
    });
    await waitUntil(() => events.length === 1);
    token = 'fresh-token';
    await waitUntil(() => server.calls.length === 4);
    close();

    const [first, second, third, fourth] = server.calls as [Call, Call, Call, Call];
    expect(first.headers).toMatchObject({ Authorization: 'Bearer first-token' });
    expect(first.headers['Last-Event-ID']).toBeUndefined();
    expect(second.headers).toMatchObject({
      Authorization: 'Bearer fresh-token',
      'Last-Event-ID': '7',
    });
    expect(fourth.headers['Last-Event-ID']).toBe('7');
    // After a clean end it waits the first delay; after each refusal twice as long as before.
    expect(third.at - second.at).toBeGreaterThanOrEqual(18);
    expect(fourth.at - third.at).toBeGreaterThanOrEqual(38);
    expect(events).toEqual([orderCreated]);
    expect(statuses).toEqual(['connecting', 'open', 'down', 'open']);
  });

  it('stops reconnecting once closed', async () => {
    const server = fakeServer([() => new Response(null, { status: 503 })]);
    const close = connectLiveEvents({
      url: '/events',
      getToken: async () => 'token',
      onEvent: () => undefined,
      fetch: server.fetch,
      initialDelayMs: 10,
    });
    await waitUntil(() => server.calls.length === 1);
    close();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(server.calls).toHaveLength(1);
  });
});
