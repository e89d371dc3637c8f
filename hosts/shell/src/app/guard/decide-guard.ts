import type { AccountFlags } from '@care/contracts/account-flags';
import type { RouteName } from '@care/platform';

/** The guard's view of the identity session (the token's claims). */
export type GuardSession =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; emailVerified: boolean; registered: boolean };

/** The guard's view of the account bundle (step 4) and what it says (steps 5–7). */
export type GuardAccount =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'loaded';
      flags: AccountFlags;
      /** A current version of the privacy policy or the terms is not accepted yet. */
      mustAcceptPolicies: boolean;
    };

/** The guard's steps, in order; a page needs every step up to the one it names. */
export type GuardStep =
  'signedIn' | 'emailVerified' | 'registered' | 'accountLoaded' | 'policiesAccepted' | 'all';
const stepOrder: GuardStep[] = [
  'signedIn',
  'emailVerified',
  'registered',
  'accountLoaded',
  'policiesAccepted',
  'all',
];

export interface GuardPolicy {
  requires: GuardStep;
  /** A flow page that has done its job is closed: the user goes back to the dashboard. */
  closedOnce?: 'emailVerified' | 'registered' | 'policiesAccepted';
  /** Pages a mobile-app-only user may see (the /mobile page). */
  allowsMobileAppUsers?: boolean;
}

/** Where a guard may send the user: pages without parameters. */
export type GuardRedirect = Extract<
  RouteName,
  | 'login'
  | 'emailVerification'
  | 'completeRegistration'
  | 'acceptPolicies'
  | 'invitations'
  | 'accessDenied'
  | 'dashboard'
>;

export type GuardDecision =
  | { allow: true }
  | { redirect: GuardRedirect }
  /** Still waiting for the session (identity SDK) or the account bundle (step 4). */
  | { pending: 'session' | 'account' }
  /** The account bundle could not be loaded: the page offers a retry. */
  | { failed: 'account' };

export interface GuardInput {
  session: GuardSession;
  account: GuardAccount;
  policy: GuardPolicy;
}

const allow = { allow: true } as const;
const needs = (policy: GuardPolicy, step: GuardStep) =>
  stepOrder.indexOf(policy.requires) >= stepOrder.indexOf(step);

/**
 * The guard's steps, in this exact order: 1 no user → login; 2 email not verified →
 * email verification; 3 not registered → complete registration; 4 the
 * account is loaded; 5 a current policy version not accepted → accept policies; 6 no role →
 * invitations; 7 a mobile-app-only user on a page not flagged for mobile → access denied;
 * 8 allow. A page runs only the steps before its own purpose (docs/product.md, route guard).
 */
export function decideGuard({ session, account, policy }: GuardInput): GuardDecision {
  if (session.status === 'loading') return { pending: 'session' };

  // 1
  if (session.status === 'signedOut') return { redirect: 'login' };
  if (policy.closedOnce === 'emailVerified' && session.emailVerified)
    return { redirect: 'dashboard' };
  if (!needs(policy, 'emailVerified')) return allow;

  // 2
  if (!session.emailVerified) return { redirect: 'emailVerification' };
  if (policy.closedOnce === 'registered' && session.registered) return { redirect: 'dashboard' };
  if (!needs(policy, 'registered')) return allow;

  // 3
  if (!session.registered) return { redirect: 'completeRegistration' };

  // 4
  if (account.status === 'loading') return { pending: 'account' };
  if (account.status === 'error') return { failed: 'account' };
  if (policy.closedOnce === 'policiesAccepted' && !account.mustAcceptPolicies)
    return { redirect: 'dashboard' };
  if (!needs(policy, 'policiesAccepted')) return allow;

  // 5
  if (account.mustAcceptPolicies) return { redirect: 'acceptPolicies' };
  if (!needs(policy, 'all')) return allow;

  // 6
  if (account.flags.hasNoRole) return { redirect: 'invitations' };

  // 7
  if (account.flags.isMobileAppUser && !policy.allowsMobileAppUsers)
    return { redirect: 'accessDenied' };

  // 8
  return allow;
}

/** Every guarded page of the shell and the steps it runs. */
export const guardPolicies = {
  /** Every panel page: all eight steps. */
  panel: { requires: 'all' },
  /** /account/email-verification: a signed-in user; closed once verified. */
  emailVerification: { requires: 'signedIn', closedOnce: 'emailVerified' },
  /** /account/register: steps 1–2; closed once registered. */
  completeRegistration: { requires: 'emailVerified', closedOnce: 'registered' },
  /** /account/policies: steps 1–4; closed once the current versions are accepted. */
  acceptPolicies: { requires: 'accountLoaded', closedOnce: 'policiesAccepted' },
  /** /account/invitations and the frame around it: steps 1–5. */
  accountReady: { requires: 'policiesAccepted' },
  /** /mobile: steps 1–5, flagged for mobile-app users. */
  mobile: { requires: 'policiesAccepted', allowsMobileAppUsers: true },
} as const satisfies Record<string, GuardPolicy>;

export type GuardPolicyName = keyof typeof guardPolicies;
