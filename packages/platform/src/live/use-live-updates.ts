import { endpoints } from '@care/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getPlatformOptions } from '../config/platform-config';
import { connectLiveEvents, type LiveStatus } from './live-connection';
import { createLiveInvalidator } from './live-invalidation';

/**
 * Opens the page's one event stream while mounted (the shell's signed-in layout mounts it once)
 * and refreshes exactly the queries each change touches. While the stream is open a window
 * focus refetches nothing (the stream already says what changed); while it is down, focus
 * refetches stale queries as before, and the stream reconnects with backoff.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
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
  }, [queryClient]);
}
