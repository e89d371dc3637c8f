/**
 * The name of an account's Web Lock and BroadcastChannel: the tabs signed in as it queue for
 * the lock, and its holder reads the stream and tells the others over the channel. Kept free of
 * imports, so end-to-end tests can read which tabs take part.
 */
export const liveStreamNamePrefix = 'care-live-events:';

export const liveStreamName = (accountId: string) => `${liveStreamNamePrefix}${accountId}`;
