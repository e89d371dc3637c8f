import type { Language } from '../notifications/language';

/**
 * A member cannot remove themself from an organization, and the message says they can
 * delete their account from settings. The panel shows the problem's detail as it is.
 */
export const cannotRemoveSelfText: Record<Language, string> = {
  pl: 'Nie możesz usunąć siebie z organizacji. Swoje konto możesz usunąć w ustawieniach.',
  en: 'You cannot remove yourself from the organization. You can delete your account in Settings.',
};

/** Nobody erases their own data here: their account's deletion does that. */
export const cannotEraseSelfText: Record<Language, string> = {
  pl: 'Nie możesz usunąć własnych danych osobowych w organizacji. Swoje konto możesz usunąć w ustawieniach.',
  en: 'You cannot erase your own personal data in the organization. You can delete your account in Settings.',
};
