import type { pushEn } from './en';

export const pushPl: typeof pushEn = {
  permissionDenied: 'Nie będziesz otrzymywać powiadomień...',
  tokenError: {
    title: 'Błąd tokenu powiadomień',
    description:
      'Nie udało się zarejestrować tej przeglądarki do powiadomień. Spróbuj ponownie później.',
  },
  setupFailed: {
    title: 'Nie udało się skonfigurować powiadomień',
    description: 'W tej przeglądarce nie można włączyć powiadomień.',
  },
};
