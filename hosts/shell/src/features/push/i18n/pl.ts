import type { pushEn } from './en';

export const pushPl: typeof pushEn = {
  tokenError: 'Błąd tokenu powiadomień',
  setupFailed: 'Nie udało się skonfigurować powiadomień',
};
