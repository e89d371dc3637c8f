import { layoutSettingsEn } from '../../features/layout/i18n/en';

/** The shell's strings in English; Polish must have exactly the same keys. */
export const en = {
  app: {
    name: 'Care panel',
    homeLink: 'Care panel, go to the dashboard',
  },
  boot: {
    title: 'The panel could not start',
    detail: 'Its configuration could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
  guard: {
    checkingSession: 'Checking your session…',
    loadingAccount: 'Loading your account…',
    accountFailed: 'Your account could not be loaded',
  },
  login: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    failure: {
      invalidCredentials: 'Invalid email or password.',
      tooManyRequests: 'Too many attempts. Wait a few minutes and try again.',
      network: 'The sign-in service cannot be reached. Check your connection and try again.',
      unknown: 'Signing in failed. Try again.',
    },
    forgotPassword: 'Forgot your password?',
    noAccount: 'No account yet?',
    register: 'Create an account',
  },
  register: {
    title: 'Create an account',
    body: 'Accounts for the panel are created by invitation from a care organization. Sign in with the email address your invitation was sent to.',
    backToLogin: 'Back to sign in',
  },
  forgotPassword: {
    title: 'Reset your password',
    body: 'Contact the operator of your organization to reset your password.',
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
  completeRegistration: {
    title: 'Complete your registration',
    body: 'Your email address is verified, but your account is not registered in the panel yet.',
  },
  emailVerification: {
    title: 'Verify your email address',
    body: 'Open the link we sent to {{email}} to verify your address, then sign in again.',
  },
  mobile: {
    title: 'Download the mobile app',
    body: 'The panel is for operators of care organizations. Patients and assistants use the mobile app: install it on your phone and sign in with the same account.',
  },
  notFound: {
    title: 'Page not found',
    body: 'Requested resource is not available.',
    goHome: 'Go to the dashboard',
  },
  error: {
    title: 'Something went wrong',
    body: 'Requested resource is not available.',
    goHome: 'Go to the dashboard',
  },
  crash: {
    title: 'Something went wrong',
    body: 'This page stopped working. Reload it to try again.',
    reload: 'Reload',
  },
  layout: {
    skipToContent: 'Skip to content',
    toggleMenu: 'Menu',
    operator: 'Operator',
    userMenu: 'Account menu',
    profile: 'Profile',
    settings: 'Settings',
    signOut: 'Sign out',
  },
  sidebar: {
    label: 'Main menu',
    home: 'Home',
    dashboard: 'Dashboard',
    members: 'Members',
    orders: 'Orders',
    tags: 'Tags',
    documents: 'Documents',
    outposts: 'Outposts',
    admin: 'Administration',
    organizations: 'Organizations',
    organizationLoading: 'Loading organization…',
    organizationUnavailable: 'Organization unavailable',
  },
  dashboard: {
    greeting: 'Hello, {{name}}!',
    intro: 'Choose an organization to manage its members, orders, tags, documents and outposts.',
    organizations: 'Your organizations',
    noOrganizations: 'You do not operate any organization yet.',
    adminIntro: 'As an administrator you can list and create organizations.',
    adminLink: 'Manage organizations',
  },
  layoutSettings: layoutSettingsEn,
} as const;

type Strings<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type ShellStrings = Strings<typeof en>;
