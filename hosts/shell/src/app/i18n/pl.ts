import type { ShellStrings } from './en';
import { layoutSettingsPl } from '../../features/layout/i18n/pl';

export const pl: ShellStrings = {
  app: {
    name: 'Panel opieki',
    homeLink: 'Panel opieki, przejdź do pulpitu',
  },
  boot: {
    title: 'Nie udało się uruchomić panelu',
    detail: 'Nie udało się wczytać konfiguracji. Sprawdź połączenie i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
  },
  guard: {
    checkingSession: 'Sprawdzamy sesję…',
    loadingAccount: 'Wczytujemy Twoje konto…',
    accountFailed: 'Nie udało się wczytać Twojego konta',
  },
  login: {
    title: 'Zaloguj się',
    email: 'E-mail',
    password: 'Hasło',
    submit: 'Zaloguj się',
    failure: {
      invalidCredentials: 'Nieprawidłowy e-mail lub hasło.',
      tooManyRequests: 'Zbyt wiele prób. Odczekaj kilka minut i spróbuj ponownie.',
      network: 'Brak połączenia z usługą logowania. Sprawdź połączenie i spróbuj ponownie.',
      unknown: 'Logowanie nie powiodło się. Spróbuj ponownie.',
    },
    forgotPassword: 'Nie pamiętasz hasła?',
    noAccount: 'Nie masz jeszcze konta?',
    register: 'Załóż konto',
  },
  register: {
    title: 'Załóż konto',
    body: 'Konta w panelu powstają na zaproszenie organizacji opiekuńczej. Zaloguj się adresem e-mail, na który przyszło zaproszenie.',
    backToLogin: 'Wróć do logowania',
  },
  forgotPassword: {
    title: 'Zresetuj hasło',
    body: 'Aby zresetować hasło, skontaktuj się z operatorem swojej organizacji.',
    backToLogin: 'Wróć do logowania',
  },
  accessDenied: {
    title: 'Brak dostępu',
    body: 'Nie masz uprawnień do tej strony.',
    mobileBody:
      'Panel jest przeznaczony dla operatorów organizacji opiekuńczych. Jako podopieczny lub asystent korzystaj z aplikacji mobilnej.',
    openMobile: 'Pobierz aplikację mobilną',
    goHome: 'Przejdź do pulpitu',
    signIn: 'Zaloguj się',
  },
  completeRegistration: {
    title: 'Dokończ rejestrację',
    body: 'Twój adres e-mail jest potwierdzony, ale konto nie jest jeszcze zarejestrowane w panelu.',
  },
  emailVerification: {
    title: 'Potwierdź adres e-mail',
    body: 'Otwórz link, który wysłaliśmy na adres {{email}}, aby potwierdzić adres, a potem zaloguj się ponownie.',
  },
  mobile: {
    title: 'Pobierz aplikację mobilną',
    body: 'Panel jest przeznaczony dla operatorów organizacji opiekuńczych. Podopieczni i asystenci korzystają z aplikacji mobilnej: zainstaluj ją na telefonie i zaloguj się tym samym kontem.',
  },
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
    tags: 'Tagi',
    documents: 'Dokumenty',
    outposts: 'Placówki',
    admin: 'Administracja',
    organizations: 'Organizacje',
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
};
