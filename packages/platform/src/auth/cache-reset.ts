import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from './auth-store';

/**
 * Drops every cached answer when the signed-in user changes (sign-out here or
 * in another tab, an expired session, another account), so nobody sees the
 * previous user's data. Returns the unsubscribe function.
 */
export function clearCacheOnUserChange(queryClient: QueryClient): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (previous.status === 'loading') return;
    if (state.user?.uid !== previous.user?.uid) queryClient.clear();
  });
}
