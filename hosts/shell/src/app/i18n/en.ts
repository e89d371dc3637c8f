import { accountFlowEn } from '../../features/account-flow/i18n/en';
import { authEn } from '../../features/auth/i18n/en';
import { layoutSettingsEn } from '../../features/layout/i18n/en';
import { notificationsEn } from '../../features/notifications/i18n/en';
import { pushEn } from '../../features/push/i18n/en';
import { idleSignOutEn } from '../../features/idle-sign-out/i18n/en';
import { signInAgainEn } from '../../features/sign-in-again/i18n/en';

/** The shell's strings in English; Polish must have exactly the same keys. */
export const en = {
  app: {
    name: 'Care panel',
    homeLink: 'Care panel, go to the dashboard',
  },
  guard: {
    checkingSession: 'Checking your session…',
    loadingAccount: 'Loading your account…',
    accountFailed: 'Your account could not be loaded',
  },
  ...authEn,
  ...accountFlowEn,
  ...signInAgainEn,
  ...idleSignOutEn,
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
    ordersAttention_one: '{{count}} order needs attention',
    ordersAttention_few: '{{count}} orders need attention',
    ordersAttention_many: '{{count}} orders need attention',
    ordersAttention_other: '{{count}} orders need attention',
    tags: 'Tags',
    documents: 'Documents',
    outposts: 'Outposts',
    admin: 'Administration',
    organizations: 'Organizations',
    processingRecords: 'Records of processing',
    organizationSettings: 'Settings',
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
  notifications: notificationsEn,
  push: pushEn,
} as const;

type Strings<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type ShellStrings = Strings<typeof en>;
