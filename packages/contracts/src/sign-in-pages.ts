/**
 * The shell's sign-in pages, which the shell also builds as a light bundle of
 * their own (packages/mf-config) into this folder of its dist, and which its
 * server answers from there when one of them is opened directly
 * (packages/serve). The routes of the panel name them too.
 */
export const signInPagePaths = {
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
} as const;

export const SIGN_IN_PAGES_DIR = 'sign-in';
export const SIGN_IN_PAGES_HTML = `${SIGN_IN_PAGES_DIR}/index.html`;

const signInPathSet: ReadonlySet<string> = new Set(Object.values(signInPagePaths));

export const isSignInPagePath = (pathname: string): boolean => signInPathSet.has(pathname);
