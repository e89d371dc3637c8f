import { accountFlowPl } from '../../features/account-flow/i18n/pl';
import { authPl } from '../../features/auth/i18n/pl';
import type { ShellStrings } from './en';
import { layoutSettingsPl } from '../../features/layout/i18n/pl';
import { notificationsPl } from '../../features/notifications/i18n/pl';
import { pushPl } from '../../features/push/i18n/pl';
import { idleSignOutPl } from '../../features/idle-sign-out/i18n/pl';
import { signInAgainPl } from '../../features/sign-in-again/i18n/pl';

export const pl: ShellStrings = {
  app: {
    name: 'Panel opieki',
    homeLink: 'Panel opieki, przejdź do pulpitu',
  },
  guard: {
    checkingSession: 'Sprawdzamy sesję…',
    loadingAccount: 'Wczytujemy Twoje konto…',
    accountFailed: 'Nie udało się wczytać Twojego konta',
  },
  ...authPl,
  ...accountFlowPl,
  ...signInAgainPl,
  ...idleSignOutPl,
  notFound: {
    title: 'Nie znaleziono strony',
    body: 'Żądany zasób nie jest dostępny.',
    goHome: 'Przejdź do pulpitu',
  },
  error: {
    title: 'Coś poszło nie tak',
    body: 'Żądany zasób nie jest dostępny.',
    goHome: 'Przejdź do pulpitu',
  },
  crash: {
    title: 'Coś poszło nie tak',
    body: 'Ta strona przestała działać. Odśwież ją, aby spróbować ponownie.',
    reload: 'Odśwież',
  },
  layout: {
    skipToContent: 'Przejdź do treści',
    toggleMenu: 'Menu',
    operator: 'Operator',
    userMenu: 'Menu konta',
    profile: 'Profil',
    settings: 'Ustawienia',
    signOut: 'Wyloguj się',
  },
  sidebar: {
    label: 'Menu główne',
    home: 'Start',
    dashboard: 'Pulpit',
    members: 'Członkowie',
    orders: 'Zlecenia',
    ordersAttention_one: '{{count}} zlecenie wymaga uwagi',
    ordersAttention_few: '{{count}} zlecenia wymagają uwagi',
    ordersAttention_many: '{{count}} zleceń wymaga uwagi',
    ordersAttention_other: '{{count}} zlecenia wymaga uwagi',
    tags: 'Tagi',
    documents: 'Dokumenty',
    outposts: 'Placówki',
    admin: 'Administracja',
    organizations: 'Organizacje',
    processingRecords: 'Rejestr przetwarzania',
    organizationSettings: 'Ustawienia',
    organizationLoading: 'Wczytywanie organizacji…',
    organizationUnavailable: 'Organizacja niedostępna',
  },
  dashboard: {
    greeting: 'Dzień dobry, {{name}}!',
    intro:
      'Wybierz organizację, aby zarządzać jej członkami, zleceniami, tagami, dokumentami i placówkami.',
    organizations: 'Twoje organizacje',
    noOrganizations: 'Nie jesteś jeszcze operatorem żadnej organizacji.',
    adminIntro: 'Jako administrator możesz przeglądać i tworzyć organizacje.',
    adminLink: 'Zarządzaj organizacjami',
  },
  layoutSettings: layoutSettingsPl,
  notifications: notificationsPl,
  push: pushPl,
};
