import { accountEndpoints, type AccountInfo, type PolicyVersions } from '@care/contracts/account';
import { callEndpoint, queryKeys } from '@care/platform';
import type { AccountBundle } from '@care/contracts/account';
import type { QueryClient } from '@care/platform/query';

/**
 * Accepts the versions the page showed (POST /account/me/policy-acceptance) and puts the
 * answer in the account bundle, so the guard lets the person on without another request.
 */
export async function acceptPolicies(
  versions: PolicyVersions,
  queryClient: QueryClient,
): Promise<AccountInfo> {
  const info = await callEndpoint(accountEndpoints.acceptPolicies, {
    body: { privacyVersion: versions.privacy, termsVersion: versions.terms },
  });
  queryClient.setQueryData<AccountBundle>(queryKeys.account(), (bundle) =>
    bundle ? { ...bundle, info } : bundle,
  );
  return info;
}
