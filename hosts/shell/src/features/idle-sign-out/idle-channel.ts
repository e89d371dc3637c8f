/** What the tabs of the panel tell each other about a person's activity. */
export type IdleMessage =
  /** Someone used the panel in that tab at this moment: every tab waits again from then. */
  | { type: 'active'; at: number }
  /** That tab signed out for inactivity: every tab follows. */
  | { type: 'signedOut'; minutes: number };

const CHANNEL_NAME = 'care-idle-sign-out';

export interface IdleChannel {
  post(message: IdleMessage): void;
  close(): void;
}

/**
 * The panel's tabs of this browser, through a BroadcastChannel (a tab does not hear its own
 * messages). Without one (an old browser) each tab keeps its own time.
 */
export function openIdleChannel(onMessage: (message: IdleMessage) => void): IdleChannel {
  if (typeof BroadcastChannel === 'undefined')
    return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<IdleMessage>) => onMessage(event.data);
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}
