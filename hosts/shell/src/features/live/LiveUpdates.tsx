import { useAuthStore } from '@care/platform';
import { useQueryClient } from '@care/platform/query';
import { useEffect } from 'react';

/**
 * Mounted once by the signed-in layout: the account's one event stream in this browser (one
 * tab reads it and relays it to the others), which every open screen (the bell, the remotes'
 * lists and details) shares through the query cache it refreshes. The reader loads after the
 * first render: nothing on the first paint needs it.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  // Tabs of one account share one stream; another account signing in starts its own.
  const accountId = useAuthStore((state) => state.user?.uid);
  useEffect(() => {
    if (!accountId) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('@care/platform/live')
      .then(({ startLiveUpdates }) => {
        if (!unmounted) stop = startLiveUpdates(queryClient, { accountId });
      })
      .catch((error: unknown) => console.error('Live updates could not start.', error));
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient, accountId]);
  return null;
}
