import { endpoints } from '@care/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getPlatformOptions } from '../config/platform-config';
import { connectLiveEvents, type LiveStatus } from './live-connection';
import { createLiveInvalidator } from './live-invalidation';

/**
 * Opens the page's one event stream and refreshes exactly the queries each change touches;
 * returns the function that closes it. While the stream is open a window focus refetches
 * nothing (the stream already says what changed); while it is down, focus refetches stale
 * queries as before, and the stream reconnects with backoff.
 */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  const { apiBaseUrl, getIdToken } = getPlatformOptions();
  const invalidator = createLiveInvalidator(queryClient);
  const setFocusRefetch = (status: LiveStatus) => {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, refetchOnWindowFocus: status !== 'open' },
    });
  };
  const close = connectLiveEvents({
    url: `${apiBaseUrl.replace(/\/+$/, '')}${endpoints.streamLiveEvents.path}`,
    getToken: getIdToken,
    onEvent: invalidator.handle,
    onStatusChange: setFocusRefetch,
  });
  return () => {
    close();
    invalidator.dispose();
    setFocusRefetch('down');
  };
}
