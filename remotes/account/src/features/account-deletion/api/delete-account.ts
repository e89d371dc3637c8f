import { accountEndpoints } from '@care/contracts/account';
import { callEndpoint, signOut } from '@care/platform';
import { useMutation } from '@care/platform/query';

export function deleteAccount() {
  return callEndpoint(accountEndpoints.deleteMe, { body: {} });
}

/**
 * Deletes the account, then signs out: the identity user is gone, so the session is too. Signing
 * out clears every cached query, so nothing needs invalidating.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async () => {
      await deleteAccount();
      await signOut();
    },
  });
}
