import { liveEventEndpoints } from '@care/contracts/live-event';
import type { QueryClient } from '@tanstack/react-query';
import { getPlatformOptions } from '../config/platform-config';
import { connectLiveEvents, type LiveStatus } from './live-connection';
import { createLiveInvalidator } from './live-invalidation';
import { shareLiveEvents, type SharedLiveEventsOptions } from './shared-live-stream';

export interface LiveUpdatesOptions {
  /** The signed-in account: its tabs in this browser share one stream. */
  accountId: string;
  /** The browser's locks and channels, for tests; by default the page's own. */
  locks?: SharedLiveEventsOptions['locks'];
  openChannel?: SharedLiveEventsOptions['openChannel'];
}

/**
 * Keeps the page's queries in step with the server through the account's event stream (one per
 * browser, read by one tab and relayed to the others), refreshing exactly the queries each
 * change touches; returns the function that stops. While the stream is open a window focus
 * refetches nothing (the stream already says what changed); while it is down, focus refetches
 * stale queries as before, and the stream reconnects with backoff.
 */
export function startLiveUpdates(
  queryClient: QueryClient,
  options: LiveUpdatesOptions,
): () => void {
  const { apiBaseUrl, getIdToken } = getPlatformOptions();
  const invalidator = createLiveInvalidator(queryClient);
  const setFocusRefetch = (status: LiveStatus) => {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, refetchOnWindowFocus: status !== 'open' },
    });
  };
  const leave = shareLiveEvents({
    ...options,
    connect: (hooks) =>
      connectLiveEvents({
        url: `${apiBaseUrl.replace(/\/+$/, '')}${liveEventEndpoints.streamLiveEvents.path}`,
        getToken: getIdToken,
        ...hooks,
      }),
    onEvent: invalidator.handle,
    onStatusChange: setFocusRefetch,
  });
  return () => {
    leave();
    invalidator.dispose();
    setFocusRefetch('down');
  };
}
