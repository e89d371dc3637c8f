import { i18n, initI18n } from '@care/i18n';
import { identityErrorMessageKey, type IdentityAction } from '@care/platform/identity';

const actions: IdentityAction[] = [
  'signIn',
  'googleSignIn',
  'appleSignIn',
  'signUp',
  'passwordReset',
  'verificationEmail',
  'sessionCheck',
  'passwordChange',
];

/** The identity service's codes, each with the English every page shows for it. */
const specCodes: [code: string, english: string | null][] = [
  ['auth/wrong-password', 'Invalid email or password.'],
  ['auth/user-not-found', 'Invalid email or password.'],
  ['auth/invalid-credential', 'Invalid email or password.'],
  ['auth/too-many-requests', 'Too many attempts. Wait a few minutes and try again.'],
  ['auth/expired-action-code', 'This link has expired. Ask for a new one.'],
  [
    'auth/password-does-not-meet-requirements',
    'The password does not meet the requirements. Choose a longer one that mixes letters, digits and symbols.',
  ],
  [
    'auth/multi-factor-auth-required',
    "This account needs a second sign-in step, which the panel does not support yet. Contact your organization's operator.",
  ],
  [
    'auth/user-mismatch',
    'That is not the account you are signed in with. Choose the same account.',
  ],
  [
    'auth/popup-blocked',
    'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  ],
  ['auth/popup-closed-by-user', null],
  ['auth/cancelled-popup-request', null],
  [
    'auth/unauthorized-domain',
    'Signing in is not allowed from this address. Contact your administrator.',
  ],
  [
    'auth/network-request-failed',
    'The sign-in service cannot be reached. Check your connection and try again.',
  ],
  [
    'auth/web-storage-unsupported',
    'Your browser blocks the storage signing in needs. Allow cookies and site data for this site, then try again.',
  ],
  ['auth/invalid-api-key', 'Signing in is not configured correctly. Contact your administrator.'],
  ['auth/internal-error', 'The sign-in service had a problem. Try again in a moment.'],
];

beforeAll(() => {
  initI18n();
});

describe('identity error catalogue (common errors.identity)', () => {
  it.each(specCodes)('words %s the same on every page', (code, english) => {
    const en = i18n.getFixedT('en', 'common');
    for (const action of actions) {
      const key = identityErrorMessageKey({ code }, action);
      // A password change signs in again with the current password: a refused credential there
      // is that password, and the page says so.
      const expected =
        action === 'passwordChange' && english === 'Invalid email or password.'
          ? 'The current password is wrong.'
          : english;
      expect(key === null ? null : en(key)).toBe(expected);
    }
  });

  it.each(['en', 'pl'])('has every message and every fallback in %s', (language) => {
    const t = i18n.getFixedT(language, 'common');
    const keys = [
      ...specCodes.map(([code]) => identityErrorMessageKey({ code }, 'signIn')),
      ...actions.map((action) => identityErrorMessageKey({ code: 'auth/unheard-of' }, action)),
    ].filter((key) => key !== null);
    for (const key of keys) {
      expect(i18n.exists(key, { lng: language, ns: 'common', fallbackLng: false })).toBe(true);
      expect(t(key)).not.toBe('');
    }
  });

  it('keeps Polish and English with the same entries', () => {
    const en = i18n.getResourceBundle('en', 'common').errors.identity;
    const pl = i18n.getResourceBundle('pl', 'common').errors.identity;
    const shape = (tree: object): unknown =>
      Object.fromEntries(
        Object.entries(tree).map(([key, value]) => [
          key,
          typeof value === 'object' ? shape(value) : '',
        ]),
      );
    expect(shape(pl)).toEqual(shape(en));
  });
});
