/** Strings of the sign-in pages; identity failures are worded in common `errors.identity`. */
export const authEn = {
  login: {
    title: 'Sign in',
    or: 'or',
    google: 'Continue with Google',
    apple: 'Continue with Apple',
    forgotPassword: 'Forgot your password?',
    noAccount: 'No account yet?',
    register: 'Create an account',
  },
  register: {
    title: 'Create an account',
    intro: 'Sign up with your email address. We will send you a link to verify it.',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 6 characters',
    confirmPassword: 'Confirm password',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  forgotPassword: {
    title: 'Reset your password',
    intro:
      'Enter the email address of your account and we will send you a link to set a new password.',
    email: 'Email',
    submit: 'Send reset link',
    sent: 'If an account exists for {{email}}, we have sent it a link to reset the password. Check your inbox.',
    backToLogin: 'Back to sign in',
  },
  accessDenied: {
    title: 'Access denied',
    body: "You don't have permission to access this page.",
    mobileBody:
      'The panel is for operators of care organizations. As a patient or an assistant, use the mobile app.',
    openMobile: 'Get the mobile app',
    goHome: 'Go to the dashboard',
    signIn: 'Sign in',
  },
};
