/** Strings of the page kit (namespace registered in ./i18n.ts). */
export const en = {
  /** A failure that came with no explanation (no problem details, e.g. the network). */
  unknownError: 'Please try again in a moment.',
};

export const pl: typeof en = {
  unknownError: 'Spróbuj ponownie za chwilę.',
};
