import type { idleSignOutEn } from './en';

export const idleSignOutPl: typeof idleSignOutEn = {
  idleSignOut: {
    title: 'Za chwilę nastąpi wylogowanie',
    description_one:
      'Od dłuższego czasu nikt nie korzysta z panelu. Aby chronić dane na tym komputerze, wylogowanie nastąpi za {{count}} sekundę.',
    description_few:
      'Od dłuższego czasu nikt nie korzysta z panelu. Aby chronić dane na tym komputerze, wylogowanie nastąpi za {{count}} sekundy.',
    description_many:
      'Od dłuższego czasu nikt nie korzysta z panelu. Aby chronić dane na tym komputerze, wylogowanie nastąpi za {{count}} sekund.',
    description_other:
      'Od dłuższego czasu nikt nie korzysta z panelu. Aby chronić dane na tym komputerze, wylogowanie nastąpi za {{count}} sekundy.',
    stay: 'Zostań zalogowany',
    signOutNow: 'Wyloguj teraz',
    signedOut_one: 'Wylogowano po {{count}} minucie bez aktywności.',
    signedOut_few: 'Wylogowano po {{count}} minutach bez aktywności.',
    signedOut_many: 'Wylogowano po {{count}} minutach bez aktywności.',
    signedOut_other: 'Wylogowano po {{count}} minutach bez aktywności.',
  },
};
