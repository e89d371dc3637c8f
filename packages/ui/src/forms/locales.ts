/** Strings of this area (namespace registered in ./i18n.ts). */
export const en = {
  pickColor: '{{label}}: pick on a palette',
};

export const pl: typeof en = {
  pickColor: '{{label}}: wybierz z palety',
};
