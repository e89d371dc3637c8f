import { routes, signOut } from '@care/platform';
import { useCallback } from 'react';
import { useNavigate } from '@care/platform/router';

/** Signs out and lands on the login page; the cache is cleared by the session watcher. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    // While the user's token still lets it ask, the API forgets this browser's push device.
    await import('@care/platform/push')
      .then((push) => push.removePushDeviceOnSignOut())
      .catch((error: unknown) => console.error('The push device could not be removed.', error));
    await signOut();
    await navigate(routes.login(), { replace: true });
  }, [navigate]);
}
