import type { layoutSettingsEn } from './en';

type Strings<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export const layoutSettingsPl: Strings<typeof layoutSettingsEn> = {
  open: 'Ustawienia wyglądu',
  title: 'Ustawienia wyglądu',
  close: 'Zamknij',
  userPanel: {
    open: 'Panel użytkownika',
    title: 'Twoje konto',
  },
};
