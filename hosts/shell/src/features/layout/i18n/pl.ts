import type { layoutSettingsEn } from './en';

type Strings<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export const layoutSettingsPl: Strings<typeof layoutSettingsEn> = {
  open: 'Ustawienia wyglądu',
  title: 'Ustawienia wyglądu',
  close: 'Zamknij',
  theme: {
    label: 'Motyw',
    system: 'Jak w systemie',
    light: 'Jasny',
    dark: 'Ciemny',
  },
  menuMode: {
    label: 'Tryb menu',
    static: 'Statyczne',
    overlay: 'Nakładane',
  },
  scale: {
    label: 'Skala',
    option: '{{size}} px',
  },
  inputStyle: {
    label: 'Styl pól',
    outlined: 'Z obramowaniem',
    filled: 'Wypełnione',
  },
  ripple: 'Efekt fali',
  userPanel: {
    open: 'Panel użytkownika',
    title: 'Twoje konto',
  },
};
