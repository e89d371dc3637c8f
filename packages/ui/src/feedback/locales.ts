/** Strings of this area (namespace registered in ./i18n.ts). */
export const en = {
  confirm: 'Confirm',
};

export const pl: typeof en = {
  confirm: 'Potwierdź',
};
