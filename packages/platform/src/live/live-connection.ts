import { type LiveEvent, liveEventSchema } from '@care/contracts/live-event';
import { createParser } from 'eventsource-parser';

export type LiveStatus = 'connecting' | 'open' | 'down';

export interface LiveConnectionOptions {
  /** The full URL of the event stream. */
  url: string;
  /** The Bearer token for each (re)connection; null while nobody is signed in. */
  getToken: () => Promise<string | null>;
  /** Each event with its id (absent on events that do not move the cursor). */
  onEvent: (event: LiveEvent, id: string | undefined) => void;
  onStatusChange?: (status: LiveStatus) => void;
  /** Where to resume from the first connection on: another tab read the stream up to here. */
  lastEventId?: string;
  /** Waits after the first failure; doubled after each further one, up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  fetch?: typeof fetch;
  random?: () => number;
}

const defaults = { initialDelayMs: 1_000, maxDelayMs: 30_000 };

/** The delay before reconnect attempt `attempt` (0-based): doubling, capped, half of it jitter. */
export function backoffDelay(
  attempt: number,
  { initialDelayMs, maxDelayMs }: typeof defaults,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxDelayMs, initialDelayMs * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`The event stream answered ${status}.`);
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Reads a Server-Sent Events body as it arrives (events may be split across chunks anyhow),
 * handing over each event that parses as a live event and remembering its id.
 */
export async function readLiveEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: LiveEvent, id: string | undefined) => void,
): Promise<void> {
  const parser = createParser({
    onEvent: ({ id, data }) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      const event = liveEventSchema.safeParse(parsed);
      if (event.success) onEvent(event.data, id);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Keeps one event stream open: fetch with the Bearer header (an EventSource cannot send one),
 * resume with `Last-Event-ID` after a drop, reconnect with backoff while the server is away.
 * Returns the function that closes it for good.
 */
export function connectLiveEvents(options: LiveConnectionOptions): () => void {
  const settings = { ...defaults, ...options };
  // Looked up at each request, so whatever fetch the page has then is used.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const controller = new AbortController();
  const { signal } = controller;
  let lastEventId = options.lastEventId;
  let status: LiveStatus | undefined;
  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    options.onStatusChange?.(next);
  };

  async function run() {
    let failures = 0;
    while (!signal.aborted) {
      setStatus(status === 'down' ? 'down' : 'connecting');
      try {
        const token = await options.getToken();
        if (!token) throw new StreamRefused(401);
        const response = await fetchImpl(options.url, {
          headers: {
            Accept: 'text/event-stream',
            Authorization: `Bearer ${token}`,
            ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
          },
          cache: 'no-store',
          signal,
        });
        if (!response.ok || !response.body) throw new StreamRefused(response.status);
        setStatus('open');
        failures = 0;
        await readLiveEvents(response.body, (event, id) => {
          if (id !== undefined) lastEventId = id;
          options.onEvent(event, id);
        });
        // The server ended the stream (its lifetime, a restart): resume after a short pause.
      } catch {
        if (signal.aborted) return;
        failures += 1;
      }
      if (signal.aborted) return;
      setStatus('down');
      await wait(backoffDelay(Math.max(0, failures - 1), settings, options.random), signal);
    }
  }

  void run();
  return () => controller.abort();
}
