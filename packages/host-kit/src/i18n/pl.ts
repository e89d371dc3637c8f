import type { HostKitStrings } from './en';

export const pl: HostKitStrings = {
  boot: {
    title: 'Nie udało się uruchomić panelu',
    detail: 'Nie udało się wczytać konfiguracji. Sprawdź połączenie i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
  },
  signIn: {
    email: 'E-mail',
    password: 'Hasło',
    submit: 'Zaloguj się',
  },
};
