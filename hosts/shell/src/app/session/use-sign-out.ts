import { routes, signOut } from '@care/platform';
import { useCallback } from 'react';
import { useNavigate } from '@care/platform/router';

/** Signs out and lands on the login page; the cache is cleared by the session watcher. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate(routes.login(), { replace: true });
  }, [navigate]);
}
