import { useQueryClient } from '@care/platform/query';
import { useEffect } from 'react';

/**
 * Mounted once by the signed-in layout: the page's one event stream, which every open screen
 * (the bell, the remotes' lists and details) shares through the query cache it refreshes. The
 * reader loads after the first render: nothing on the first paint needs it.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('@care/platform/live')
      .then(({ startLiveUpdates }) => {
        if (!unmounted) stop = startLiveUpdates(queryClient);
      })
      .catch((error: unknown) => console.error('Live updates could not start.', error));
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient]);
  return null;
}
