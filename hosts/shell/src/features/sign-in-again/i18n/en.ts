/**
 * The prompt that asks for the password again before a step that guards the account: one that
 * cannot be undone, or one that changes how the person signs in.
 */
export const signInAgainEn = {
  signInAgain: {
    title: 'Confirm it is you',
    description:
      'This step protects your account, so the panel asks you to sign in again. Once you have, it is completed.',
    password: 'Password',
    confirm: 'Confirm',
    google: 'Confirm with Google',
    apple: 'Confirm with Apple',
  },
};
