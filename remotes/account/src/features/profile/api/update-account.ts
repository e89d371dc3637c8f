import { type AccountBundle, accountEndpoints, type AccountUpdate } from '@care/contracts/account';
import { callEndpoint, queryKeys } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';

export function updateAccount(body: AccountUpdate) {
  return callEndpoint(accountEndpoints.updateMe, { body });
}

/**
 * The new name goes into the account bundle at once (the top bar's user card reads it), and the
 * bundle is refetched for the own person, whom the API renames too.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (info) =>
      queryClient.setQueryData<AccountBundle>(queryKeys.account(), (bundle) =>
        bundle ? { ...bundle, info } : bundle,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account() }),
  });
}
