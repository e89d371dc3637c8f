/** The host kit's strings in English (namespace `host`); Polish has exactly the same keys. */
export const en = {
  boot: {
    title: 'The panel could not start',
    detail: 'Its configuration could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
  signIn: {
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
  },
};

export type HostKitStrings = typeof en;
