import { PassThrough } from 'node:stream';
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

export interface OpenedLiveStream {
  body: PassThrough;
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
  const body = new PassThrough();
  const sent = new Set<number>();
  let cursor = lastEventId ?? 0;
  let closed = false;

  const write = (text: string) => {
    if (closed) return;
    body.write(text);
    if (body.writableLength > settings.maxBufferedBytes) close();
  };
  /** `rewind`: a resync sets the cursor to the server's newest event even when it is lower. */
  const send = (event: LiveEvent, id: number | null, rewind = false) => {
    const moves = id !== null && (id > cursor || rewind);
    if (moves) cursor = id;
    write(`${moves ? `id: ${id}\n` : ''}data: ${JSON.stringify(event)}\n\n`);
  };

  const subscriber: LiveSubscriber = {
    accountId: caller.accountId,
    operatorOf: caller.operatorOf,
    deliver(event) {
      if (sent.has(event.id)) return;
      sent.add(event.id);
      send(toWire(event), event.id);
    },
    resync() {
      send(resyncEvent, null);
    },
    close: () => close(),
  };

  const unsubscribe = hub.subscribe(subscriber);
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), settings.heartbeatMs);
  const lifetime = setTimeout(close, settings.lifetimeMs * (0.9 + Math.random() * 0.2));
  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    unsubscribe();
    body.end();
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
  })().catch(() => {
    // The replay could not be read: the client refetches everything rather than miss a change.
    send(resyncEvent, null);
  });
  return { body, ready };
}
