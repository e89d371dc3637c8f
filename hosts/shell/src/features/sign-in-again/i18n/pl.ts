import type { signInAgainEn } from './en';

export const signInAgainPl: typeof signInAgainEn = {
  signInAgain: {
    title: 'Potwierdź, że to Ty',
    description:
      'Ten krok chroni Twoje konto, dlatego panel prosi o ponowne zalogowanie. Zaraz potem go dokończy.',
    password: 'Hasło',
    confirm: 'Potwierdź',
    google: 'Potwierdź przez Google',
    apple: 'Potwierdź przez Apple',
  },
};
