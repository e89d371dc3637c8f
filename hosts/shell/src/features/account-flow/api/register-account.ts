import { accountEndpoints, type Registration } from '@care/contracts/account';
import {
  accountBundleQueryOptions,
  callEndpoint,
  isApiError,
  refreshSession,
} from '@care/platform';
import type { QueryClient } from '@care/platform/query';

/**
 * Registers the signed-in user in the product (POST /account/register), then
 * brings the new internalId claim to the guard at once with a forced token
 * refresh, and loads the account bundle the next pages are decided by.
 */
export async function registerAccount(
  registration: Registration,
  queryClient: QueryClient,
): Promise<void> {
  try {
    await callEndpoint(accountEndpoints.register, { body: registration });
  } catch (error) {
    // Registered already (another tab, or a retry after a lost answer): only the token lags behind.
    if (!isApiError(error, 409)) throw error;
  }
  await refreshSession();
  await queryClient.fetchQuery({ ...accountBundleQueryOptions(), staleTime: 0 });
}
