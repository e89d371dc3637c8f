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
/** The bundle's page with an empty root, for a sign-in page not rendered at build time. */
export const SIGN_IN_PAGES_HTML = `${SIGN_IN_PAGES_DIR}/index.html`;

/** Where the build writes a sign-in page rendered ahead of time, e.g. `sign-in/auth/login.html`. */
export const prerenderedSignInPageHtml = (pagePath: string): string =>
  `${SIGN_IN_PAGES_DIR}${pagePath}.html`;

const signInPathSet: ReadonlySet<string> = new Set(Object.values(signInPagePaths));

export const isSignInPagePath = (pathname: string): boolean => signInPathSet.has(pathname);
