import { type AccountBundle, accountEndpoints, type PersonCreate } from '@care/contracts/account';
import { callEndpoint, queryKeys } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';

export function addPerson(body: PersonCreate) {
  return callEndpoint(accountEndpoints.addPerson, { body });
}

/** A guardian's new ward joins the account bundle's persons at once, for the picker to select. */
export function useAddPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPerson,
    onSuccess: (person) =>
      queryClient.setQueryData<AccountBundle>(queryKeys.account(), (bundle) =>
        bundle ? { ...bundle, persons: [...bundle.persons, person] } : bundle,
      ),
  });
}
