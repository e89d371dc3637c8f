/** The prompt that asks for the password again before a step that cannot be undone. */
export const signInAgainEn = {
  signInAgain: {
    title: 'Confirm it is you',
    description:
      'This step cannot be undone, so the panel asks you to sign in again. Once you have, it is completed.',
    password: 'Password',
    confirm: 'Confirm',
    google: 'Confirm with Google',
    apple: 'Confirm with Apple',
  },
};
