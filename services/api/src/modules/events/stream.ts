import { Readable } from 'node:stream';
import { type LiveEvent, liveEventLimits, liveResyncType } from '@care/contracts';
import { isVisibleTo, type LiveEventHub, type LiveSubscriber, type StoredLiveEvent } from './hub';

export interface LiveStreamSettings {
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number;
  /**
   * A stream ends after this long (with some spread, so streams opened together do not all
   * reconnect together); the client resumes at once with a fresh token, so a signed-out user
   * or a lost membership stops receiving within this time.
   */
  lifetimeMs: number;
  /** What the browser waits before reconnecting by itself (the SSE `retry:` field). */
  retryMs: number;
  /** A reader this far behind (bytes not yet taken) is cut off; it reconnects and resumes. */
  maxBufferedBytes: number;
}

export interface LiveEventSettings extends LiveStreamSettings {
  /** Open streams one account may hold on one instance; one more is answered 429. */
  streamsPerAccount: number;
}

export const defaultLiveEventSettings: LiveEventSettings = {
  streamsPerAccount: liveEventLimits.streamsPerAccount,
  heartbeatMs: liveEventLimits.heartbeatMs,
  lifetimeMs: 15 * 60_000,
  retryMs: 2_000,
  maxBufferedBytes: 256 * 1024,
};

const resyncEvent: LiveEvent = {
  type: liveResyncType,
  organizationId: null,
  entity: 'all',
  id: null,
};

const toWire = (event: StoredLiveEvent): LiveEvent => ({
  type: event.type,
  organizationId: event.organizationId,
  entity: event.entity as LiveEvent['entity'],
  id: event.entityId,
});

const frame = (event: LiveEvent, id: number | null) =>
  Buffer.from(`${id !== null ? `id: ${id}\n` : ''}data: ${JSON.stringify(event)}\n\n`);

/**
 * The bytes of one event as every stream sends it, made once per event: the hub hands the same
 * event to every open stream of an organization (500 operators, 500 streams), which serialized
 * it into a string and a buffer of their own each. Streams queue the same buffer; it goes when
 * the event does.
 */
const frames = new WeakMap<StoredLiveEvent, { withId?: Buffer; withoutId?: Buffer }>();
function framesOf(event: StoredLiveEvent, withId: boolean): Buffer {
  let cached = frames.get(event);
  if (!cached) frames.set(event, (cached = {}));
  if (withId) return (cached.withId ??= frame(toWire(event), event.id));
  return (cached.withoutId ??= frame(toWire(event), null));
}

/** The heartbeat, the same bytes for every stream. */
const keepAlive = Buffer.from(': keep-alive\n\n');

export interface OpenedLiveStream {
  body: Readable;
  /** Resolves once the replay is written (live events are delivered meanwhile). */
  ready: Promise<void>;
}

/**
 * One caller's event stream: subscribes to the hub first (so nothing written during the replay
 * is missed), then replays what came after `lastEventId`, skipping what the live side already
 * sent. An event's `id:` is only written when it moves the cursor forward, so the browser's
 * Last-Event-ID never goes back (replayed events from before it carry none).
 */
export function openLiveStream(
  hub: LiveEventHub,
  caller: { accountId: string; operatorOf: ReadonlySet<string> },
  lastEventId: number | null,
  settings: LiveStreamSettings,
): OpenedLiveStream {
  // Pushed to as events come (no write side to keep: each event is a push, one buffer in a list);
  // what the reader has not taken yet stays in `readableLength`.
  const body = new Readable({ read: () => undefined });
  // What the live side sent while the replay is read, so neither sends an event twice; after
  // the replay the hub already delivers each event once, so the stream keeps no list of ids.
  let sentDuringReplay: Set<number> | null = lastEventId === null ? null : new Set();
  let cursor = lastEventId ?? 0;
  let closed = false;

  const write = (bytes: string | Buffer) => {
    if (closed) return;
    body.push(bytes);
    if (body.readableLength > settings.maxBufferedBytes) close();
  };
  /** `rewind`: a resync sets the cursor to the server's newest event even when it is lower. */
  const moveCursor = (id: number | null, rewind = false) => {
    const moves = id !== null && (id > cursor || rewind);
    if (moves) cursor = id;
    return moves;
  };
  const send = (event: LiveEvent, id: number | null, rewind = false) =>
    write(frame(event, moveCursor(id, rewind) ? id : null));

  const subscriber: LiveSubscriber = {
    accountId: caller.accountId,
    operatorOf: caller.operatorOf,
    deliver(event) {
      if (sentDuringReplay) {
        if (sentDuringReplay.has(event.id)) return;
        sentDuringReplay.add(event.id);
      }
      write(framesOf(event, moveCursor(event.id)));
    },
    resync() {
      send(resyncEvent, null);
    },
    close: () => close(),
  };

  const unsubscribe = hub.subscribe(subscriber);
  const heartbeat = setInterval(() => write(keepAlive), settings.heartbeatMs);
  const lifetime = setTimeout(close, settings.lifetimeMs * (0.9 + Math.random() * 0.2));
  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    unsubscribe();
    if (!body.destroyed) body.push(null);
  }
  body.on('close', close);
  body.on('error', close);

  write(`retry: ${settings.retryMs}\n\n`);
  const ready = (async () => {
    if (lastEventId === null) return;
    const replay = await hub.eventsAfter(lastEventId);
    if ('resync' in replay) {
      send(resyncEvent, replay.lastId, true);
      return;
    }
    for (const event of replay.events) {
      if (!isVisibleTo(event, subscriber)) continue;
      subscriber.deliver(event);
    }
  })()
    .catch(() => {
      // The replay could not be read: the client refetches everything rather than miss a change.
      send(resyncEvent, null);
    })
    .finally(() => {
      sentDuringReplay = null;
    });
  return { body, ready };
}
