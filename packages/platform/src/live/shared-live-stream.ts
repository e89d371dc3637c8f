import { type LiveEvent, liveEventSchema, liveResyncType } from '@care/contracts/live-event';
import type { LiveStatus } from './live-connection';
import { liveStreamName } from './live-stream-name';

/** What the tab that holds the stream needs to open it. */
export interface StreamHooks {
  /** Where to resume: the last event id any tab of this account has seen. */
  lastEventId: string | undefined;
  onEvent: (event: LiveEvent, id: string | undefined) => void;
  onStatusChange: (status: LiveStatus) => void;
}

export interface SharedLiveEventsOptions {
  /**
   * Whose stream: only tabs signed in as the same account share one, so signing out, or another
   * account in the same browser, never reads someone else's events.
   */
  accountId: string;
  /** Opens the stream itself, in the one tab that holds it; returns what closes it. */
  connect: (hooks: StreamHooks) => () => void;
  /** Every tab, the holder too, gets each event and the stream's state. */
  onEvent: (event: LiveEvent) => void;
  onStatusChange: (status: LiveStatus) => void;
  /** The browser's lock manager and channels; absent in old browsers, where each tab streams. */
  locks?: LockManager | undefined;
  openChannel?: ((name: string) => BroadcastChannel) | undefined;
}

/** What tabs tell each other over the channel. */
type Message =
  | { kind: 'event'; event: LiveEvent; id: string | undefined }
  | { kind: 'status'; status: LiveStatus; lastEventId: string | undefined }
  /** A tab that just opened asks the holder how the stream is. */
  | { kind: 'hello' };

const statuses: readonly unknown[] = ['connecting', 'open', 'down'] satisfies LiveStatus[];

/** Messages come from other tabs, which may run an older build: take only what we understand. */
function messageOf(data: unknown): Message | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  const id = (value: unknown) => (typeof value === 'string' ? value : undefined);
  switch (message.kind) {
    case 'event': {
      const event = liveEventSchema.safeParse(message.event);
      return event.success ? { kind: 'event', event: event.data, id: id(message.id) } : null;
    }
    case 'status':
      return statuses.includes(message.status)
        ? {
            kind: 'status',
            status: message.status as LiveStatus,
            lastEventId: id(message.lastEventId),
          }
        : null;
    case 'hello':
      return { kind: 'hello' };
    default:
      return null;
  }
}

/** What every tab does when it did not see what changed: refetch all it shows. */
const resync: LiveEvent = { type: liveResyncType, organizationId: null, entity: 'all', id: null };

function browserLocks(): LockManager | undefined {
  return typeof navigator !== 'undefined' ? navigator.locks : undefined;
}

function browserChannel(): ((name: string) => BroadcastChannel) | undefined {
  return typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined;
}

/**
 * One event stream per browser and account, however many tabs are open. The tabs queue for a
 * lock named after the account; the one holding it reads the stream and relays each event and
 * the stream's state to the others over a channel of the same name. The lock goes with its tab
 * (closed, crashed or signed out), so the next tab in the queue takes over at once and resumes
 * from the last event id the tabs shared, losing nothing. Where the browser has no locks or
 * channels, each tab opens a stream of its own, as before.
 * Returns the function that leaves: it closes the stream or hands it to the next tab.
 */
export function shareLiveEvents(options: SharedLiveEventsOptions): () => void {
  const locks = 'locks' in options ? options.locks : browserLocks();
  const openChannel = 'openChannel' in options ? options.openChannel : browserChannel();
  if (!locks || !openChannel)
    return options.connect({
      lastEventId: undefined,
      onEvent: (event) => options.onEvent(event),
      onStatusChange: options.onStatusChange,
    });

  const name = liveStreamName(options.accountId);
  const channel = openChannel(name);
  const waiting = new AbortController();
  let left = false;
  let holding = false;
  /** Another tab held the stream while this one waited: taking over is not the first stream. */
  let followedAnother = false;
  let lastEventId: string | undefined;
  let status: LiveStatus = 'connecting';
  let release: (() => void) | undefined;

  const post = (message: Message) => {
    if (!left) channel.postMessage(message);
  };
  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    options.onStatusChange(next);
  };

  channel.onmessage = ({ data }: MessageEvent) => {
    const message = messageOf(data);
    if (!message || left) return;
    if (message.kind === 'hello') {
      if (holding) post({ kind: 'status', status, lastEventId });
      return;
    }
    // Only the holder writes to the channel (the old one's last words may still arrive).
    if (holding) return;
    followedAnother = true;
    if (message.kind === 'status') {
      lastEventId = message.lastEventId ?? lastEventId;
      setStatus(message.status);
      return;
    }
    if (message.id !== undefined) lastEventId = message.id;
    options.onEvent(message.event);
  };

  function hold(): Promise<void> {
    if (left) return Promise.resolve();
    holding = true;
    // A takeover with no event id to resume from cannot know what changed between the old
    // holder going and this stream opening: once open, every tab refetches what it shows.
    let resyncOnOpen = followedAnother && lastEventId === undefined;
    const close = options.connect({
      lastEventId,
      onEvent(event, id) {
        if (id !== undefined) lastEventId = id;
        options.onEvent(event);
        post({ kind: 'event', event, id });
      },
      onStatusChange(next) {
        setStatus(next);
        post({ kind: 'status', status: next, lastEventId });
        if (next === 'open' && resyncOnOpen) {
          resyncOnOpen = false;
          options.onEvent(resync);
          post({ kind: 'event', event: resync, id: undefined });
        }
      },
    });
    return new Promise<void>((resolve) => {
      release = () => {
        close();
        resolve();
      };
    });
  }

  // Held until this tab leaves; the browser frees it if the tab goes without saying so. Asked
  // first without queueing, to learn whether another tab holds it already (its messages may not
  // have arrived yet when it goes).
  const queue = () =>
    locks.request(name, { signal: waiting.signal }, hold).catch(() => {
      // Aborted while still queued: this tab left before its turn came.
    });
  void locks.request(name, { ifAvailable: true }, (lock) => {
    if (lock) return hold();
    followedAnother = true;
    if (!left) void queue();
    return undefined;
  });
  post({ kind: 'hello' });

  return () => {
    if (left) return;
    left = true;
    waiting.abort();
    release?.();
    channel.close();
  };
}
