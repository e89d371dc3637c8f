import type { authEn } from './en';

export const authPl: typeof authEn = {
  login: {
    title: 'Zaloguj się',
    or: 'lub',
    google: 'Kontynuuj z Google',
    apple: 'Kontynuuj z Apple',
    forgotPassword: 'Nie pamiętasz hasła?',
    noAccount: 'Nie masz jeszcze konta?',
    register: 'Załóż konto',
  },
  register: {
    title: 'Załóż konto',
    intro: 'Zarejestruj się swoim adresem e-mail. Wyślemy na niego link, którym go potwierdzisz.',
    email: 'E-mail',
    password: 'Hasło',
    passwordHint: 'Co najmniej 6 znaków',
    confirmPassword: 'Powtórz hasło',
    submit: 'Załóż konto',
    haveAccount: 'Masz już konto?',
    signIn: 'Zaloguj się',
  },
  forgotPassword: {
    title: 'Zresetuj hasło',
    intro: 'Podaj adres e-mail swojego konta, a wyślemy Ci link do ustawienia nowego hasła.',
    email: 'E-mail',
    submit: 'Wyślij link',
    sent: 'Jeśli istnieje konto z adresem {{email}}, wysłaliśmy na nie link do zresetowania hasła. Sprawdź skrzynkę odbiorczą.',
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
};
