import type { AccountFlags } from '@care/contracts/account-flags';
import { decideGuard, guardPolicies, type GuardAccount, type GuardSession } from './decide-guard';

const flags = (overrides: Partial<AccountFlags> = {}): AccountFlags => ({
  isAdmin: false,
  isOperator: true,
  isBeneficiary: false,
  isAssistant: false,
  isMobileAppUser: false,
  hasNoRole: false,
  ...overrides,
});

const loaded = (accountFlags: AccountFlags, mustAcceptPolicies = false): GuardAccount => ({
  status: 'loaded',
  flags: accountFlags,
  mustAcceptPolicies,
});

const operator = loaded(flags());
const noRole = loaded(flags({ isOperator: false, hasNoRole: true }));
const mobileUser = loaded(flags({ isOperator: false, isBeneficiary: true, isMobileAppUser: true }));
/** An operator whose privacy policy or terms changed since they accepted them. */
const operatorToAsk = loaded(flags(), true);

const signedIn = (emailVerified = true, registered = true): GuardSession => ({
  status: 'signedIn',
  emailVerified,
  registered,
});

const panel = (session: GuardSession, account: GuardAccount = operator) =>
  decideGuard({ session, account, policy: guardPolicies.panel });

describe('route guard of a panel page, step by step', () => {
  it('waits while the identity service has not answered yet', () => {
    expect(panel({ status: 'loading' })).toEqual({ pending: 'session' });
  });

  it('1: sends a visitor without a user to login', () => {
    expect(panel({ status: 'signedOut' })).toEqual({ redirect: 'login' });
  });

  it('2: sends a user whose email is not verified to email verification', () => {
    expect(panel(signedIn(false, true))).toEqual({ redirect: 'emailVerification' });
  });

  it('3: sends a user without an internalId to complete registration', () => {
    expect(panel(signedIn(true, false))).toEqual({ redirect: 'completeRegistration' });
  });

  it('4: waits while the account loads, and reports a failed load', () => {
    expect(panel(signedIn(), { status: 'loading' })).toEqual({ pending: 'account' });
    expect(panel(signedIn(), { status: 'error' })).toEqual({ failed: 'account' });
  });

  it('5: sends an account with a policy version to accept to the policies page', () => {
    expect(panel(signedIn(), operatorToAsk)).toEqual({ redirect: 'acceptPolicies' });
  });

  it('6: sends an account with no role to the invitations page', () => {
    expect(panel(signedIn(), noRole)).toEqual({ redirect: 'invitations' });
  });

  it('7: sends a mobile-app-only user to access denied', () => {
    expect(panel(signedIn(), mobileUser)).toEqual({ redirect: 'accessDenied' });
  });

  it('8: lets an operator or an admin in', () => {
    expect(panel(signedIn(), operator)).toEqual({ allow: true });
    expect(panel(signedIn(), loaded(flags({ isOperator: false, isAdmin: true })))).toEqual({
      allow: true,
    });
  });
});

describe('earlier steps win', () => {
  it('an unverified email wins over a missing registration', () => {
    expect(panel(signedIn(false, false), noRole)).toEqual({ redirect: 'emailVerification' });
  });

  it('a missing registration wins over the account state', () => {
    expect(panel(signedIn(true, false), { status: 'error' })).toEqual({
      redirect: 'completeRegistration',
    });
    expect(panel(signedIn(true, false), { status: 'loading' })).toEqual({
      redirect: 'completeRegistration',
    });
  });

  it('a failed or loading account wins over the role checks', () => {
    expect(panel(signedIn(), { status: 'loading' })).toEqual({ pending: 'account' });
  });

  it('every earlier step wins over the policies to accept', () => {
    const asked = (session: GuardSession, account: GuardAccount) =>
      panel(
        session,
        account.status === 'loaded' ? { ...account, mustAcceptPolicies: true } : account,
      );
    expect(panel({ status: 'signedOut' }, operatorToAsk)).toEqual({ redirect: 'login' });
    expect(asked(signedIn(false, true), operator)).toEqual({ redirect: 'emailVerification' });
    expect(asked(signedIn(true, false), operator)).toEqual({ redirect: 'completeRegistration' });
    expect(asked(signedIn(), { status: 'loading' })).toEqual({ pending: 'account' });
    expect(asked(signedIn(), { status: 'error' })).toEqual({ failed: 'account' });
  });

  it('the policies to accept win over the role checks', () => {
    const noRoleToAsk = loaded(flags({ isOperator: false, hasNoRole: true }), true);
    const mobileToAsk = loaded(
      flags({ isOperator: false, isBeneficiary: true, isMobileAppUser: true }),
      true,
    );
    expect(panel(signedIn(), noRoleToAsk)).toEqual({ redirect: 'acceptPolicies' });
    expect(panel(signedIn(), mobileToAsk)).toEqual({ redirect: 'acceptPolicies' });
  });

  it('no role wins over the mobile check', () => {
    const noRoleYetMobile = loaded(
      flags({ isOperator: false, hasNoRole: true, isMobileAppUser: true }),
    );
    expect(panel(signedIn(), noRoleYetMobile)).toEqual({ redirect: 'invitations' });
  });
});

describe('flow pages', () => {
  const decide = (
    policy: keyof typeof guardPolicies,
    session: GuardSession,
    account: GuardAccount = operator,
  ) => decideGuard({ session, account, policy: guardPolicies[policy] });

  it('email verification needs a user and is closed once verified', () => {
    expect(decide('emailVerification', { status: 'signedOut' })).toEqual({ redirect: 'login' });
    expect(decide('emailVerification', signedIn(false, false))).toEqual({ allow: true });
    expect(decide('emailVerification', signedIn(true, false))).toEqual({ redirect: 'dashboard' });
  });

  it('complete registration needs steps 1–2 and is closed once registered', () => {
    expect(decide('completeRegistration', { status: 'signedOut' })).toEqual({ redirect: 'login' });
    expect(decide('completeRegistration', signedIn(false, false))).toEqual({
      redirect: 'emailVerification',
    });
    expect(decide('completeRegistration', signedIn(true, false))).toEqual({ allow: true });
    expect(decide('completeRegistration', signedIn(true, true))).toEqual({ redirect: 'dashboard' });
  });

  it('invitations need steps 1–5 and let an account with no role in', () => {
    expect(decide('accountReady', signedIn(true, false))).toEqual({
      redirect: 'completeRegistration',
    });
    expect(decide('accountReady', signedIn(), { status: 'loading' })).toEqual({
      pending: 'account',
    });
    expect(decide('accountReady', signedIn(), loaded(flags({ hasNoRole: true }), true))).toEqual({
      redirect: 'acceptPolicies',
    });
    expect(decide('accountReady', signedIn(), noRole)).toEqual({ allow: true });
    expect(decide('accountReady', signedIn(), mobileUser)).toEqual({ allow: true });
  });

  it('the mobile page needs steps 1–5 and lets mobile-app users in', () => {
    expect(decide('mobile', { status: 'signedOut' })).toEqual({ redirect: 'login' });
    expect(decide('mobile', signedIn(false))).toEqual({ redirect: 'emailVerification' });
    expect(decide('mobile', signedIn(), loaded(flags({ isMobileAppUser: true }), true))).toEqual({
      redirect: 'acceptPolicies',
    });
    expect(decide('mobile', signedIn(), mobileUser)).toEqual({ allow: true });
  });

  it('the policies page needs steps 1–4, lets anyone with a version to accept in and is closed once accepted', () => {
    expect(decide('acceptPolicies', { status: 'signedOut' })).toEqual({ redirect: 'login' });
    expect(decide('acceptPolicies', signedIn(false))).toEqual({ redirect: 'emailVerification' });
    expect(decide('acceptPolicies', signedIn(true, false))).toEqual({
      redirect: 'completeRegistration',
    });
    expect(decide('acceptPolicies', signedIn(), { status: 'loading' })).toEqual({
      pending: 'account',
    });
    expect(decide('acceptPolicies', signedIn(), operatorToAsk)).toEqual({ allow: true });
    // The role checks come after it: an account with no role or a mobile-app user accepts too.
    expect(decide('acceptPolicies', signedIn(), loaded(flags({ hasNoRole: true }), true))).toEqual({
      allow: true,
    });
    expect(decide('acceptPolicies', signedIn(), operator)).toEqual({ redirect: 'dashboard' });
  });
});
