import { deriveAccountFlags } from '@care/contracts/account-flags';
import { routes, useAccountBundle, useAuthStore, type AuthState } from '@care/platform';
import { Center, ErrorState, FullPageSpinner } from '@care/ui';
import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '@care/platform/router';
import { returnPath } from '../../features/auth/return-path';
import { KeepsPlaceholder } from '../../panel-page/PlaceholderPart';
import { useShellTranslation } from '../i18n/shell-i18n';
import {
  decideGuard,
  guardPolicies,
  type GuardAccount,
  type GuardPolicyName,
  type GuardSession,
} from './decide-guard';

function guardSession({ status, claims }: AuthState): GuardSession {
  if (status !== 'signedIn') return { status };
  return { status, emailVerified: claims.email_verified, registered: Boolean(claims.internalId) };
}

function guardAccount({ data, isError }: ReturnType<typeof useAccountBundle>): GuardAccount {
  // A failed background refetch keeps the account that was loaded.
  if (data)
    return {
      status: 'loaded',
      flags: deriveAccountFlags(data.permissions),
      mustAcceptPolicies: data.info.policiesToAccept.length > 0,
    };
  return isError ? { status: 'error' } : { status: 'loading' };
}

/** Where the login page, or the policies page, returns to once done. */
export interface LoginRedirectState {
  from?: { pathname: string; search: string; hash: string };
}

export interface RequireAuthProps {
  policy: GuardPolicyName;
  /** The guarded page; nested routes render through <Outlet/> when absent. */
  children?: ReactNode;
}

/** Runs the route guard for one page and renders it, a redirect, a spinner or a retry. */
export function RequireAuth({ policy, children }: RequireAuthProps) {
  const { t } = useShellTranslation();
  const location = useLocation();
  const session = guardSession(useAuthStore());
  const bundle = useAccountBundle();
  const decision = decideGuard({
    session,
    account: guardAccount(bundle),
    policy: guardPolicies[policy],
  });

  // The session and the account come from external stores, whose updates React renders at
  // once and whole: the guarded page (on the first visit, the signed-in frame and its page) was
  // one long task that the browser could not interrupt. Once allowed, the page is drawn in a
  // background render that yields to input, while the spinner stays; a page whose guard is
  // already passed when it mounts shows at once.
  const pageAllowed = useDeferredValue('allow' in decision);
  if ('redirect' in decision) {
    // A step the person passes and comes back from keeps where they were going.
    const state: LoginRedirectState | undefined =
      decision.redirect === 'login' || decision.redirect === 'acceptPolicies'
        ? { from: { pathname: location.pathname, search: location.search, hash: location.hash } }
        : undefined;
    // A flow page that has done its job goes on to the page that sent the person there.
    const to =
      decision.redirect === 'dashboard' ? returnPath(location.state) : routes[decision.redirect]();
    return <Navigate to={to} replace state={state} />;
  }
  if ('pending' in decision) {
    return (
      <KeepsPlaceholder>
        <FullPageSpinner
          label={t(
            decision.pending === 'session' ? 'guard.checkingSession' : 'guard.loadingAccount',
          )}
        />
      </KeepsPlaceholder>
    );
  }
  if ('failed' in decision) {
    return (
      <Center minH="100dvh" px="4">
        <ErrorState
          title={t('guard.accountFailed')}
          detail={bundle.error?.message}
          onRetry={() => void bundle.refetch()}
          retrying={bundle.isFetching}
        />
      </Center>
    );
  }
  if (!pageAllowed) {
    return (
      <KeepsPlaceholder>
        <FullPageSpinner label={t('guard.loadingAccount')} />
      </KeepsPlaceholder>
    );
  }
  return children ?? <Outlet />;
}
