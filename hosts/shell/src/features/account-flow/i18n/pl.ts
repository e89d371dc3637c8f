import type { accountFlowEn } from './en';

export const accountFlowPl: typeof accountFlowEn = {
  completeRegistration: {
    title: 'Dokończ rejestrację',
    intro: 'Podaj imię i nazwisko, aby dokończyć zakładanie konta w panelu.',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    readTerms: 'Przeczytaj Regulamin',
    opensInNewTab: '(otwiera się w nowej karcie)',
    acceptTerms: 'Akceptuję Regulamin',
    submit: 'Zakończ rejestrację',
    errors: {
      firstNameRequired: 'Imię jest wymagane',
      lastNameRequired: 'Nazwisko jest wymagane',
      policyRequired: 'Musisz zaakceptować Regulamin',
    },
  },
  acceptPolicies: {
    title: 'Zaakceptuj aktualne dokumenty',
    intro:
      'Zanim przejdziesz dalej, przeczytaj i zaakceptuj dokumenty, na których zasadach działa panel.',
    changed:
      'Dokumenty, na których zasadach działa panel, zmieniły się od Twojej ostatniej akceptacji. Przeczytaj je i zaakceptuj nowe wersje, aby przejść dalej.',
    accept: {
      privacy: 'Akceptuję Politykę prywatności (wersja {{version}})',
      terms: 'Akceptuję Regulamin (wersja {{version}})',
    },
    previously: 'Wcześniej zaakceptowano wersję {{version}}.',
    read: {
      privacy: 'Przeczytaj Politykę prywatności',
      terms: 'Przeczytaj Regulamin',
    },
    required: 'Zaznacz, aby zaakceptować ten dokument',
    submit: 'Akceptuję',
    stale:
      'Podczas gdy ta strona była otwarta, opublikowano nowszą wersję. Przeczytaj ją i zaakceptuj, aby przejść dalej.',
    failed: 'Nie udało się zapisać akceptacji. Spróbuj ponownie.',
  },
  emailVerification: {
    title: 'Potwierdź adres e-mail',
    body: 'Aby kontynuować, potwierdź adres {{email}}: otwórz link z wysłanego na niego e-maila weryfikacyjnego, a potem wróć tutaj.',
    check: 'Mój adres jest już potwierdzony',
    notVerifiedYet:
      'Twój adres e-mail nie jest jeszcze potwierdzony. Otwórz link z wiadomości, którą wysłaliśmy, i spróbuj ponownie.',
    resend: 'Wyślij e-mail ponownie',
    resendIn: 'Wyślij ponownie za {{seconds}} s',
  },
  mobile: {
    title: 'Pobierz aplikację mobilną',
    body: 'Panel jest przeznaczony dla operatorów organizacji opiekuńczych. Podopieczni i asystenci korzystają z aplikacji mobilnej: zainstaluj ją na telefonie i zaloguj się tym samym kontem.',
    stores: 'Pobierz aplikację',
    appStore: 'Pobierz z App Store',
    googlePlay: 'Pobierz z Google Play',
    qrCode: 'Kod QR: {{store}}',
    scanHint: 'Zeskanuj kod aparatem telefonu albo otwórz link.',
    noStores:
      'Linki do sklepów z aplikacją nie zostały jeszcze podane w tym panelu. Zapytaj swoją organizację opiekuńczą, skąd pobrać aplikację.',
  },
};
