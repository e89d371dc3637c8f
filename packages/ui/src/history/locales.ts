/** Strings of the history timeline (namespace registered in ./i18n.ts). */
export const en = {
  title: 'History',
  loading: 'Loading the history…',
  empty: 'No changes recorded yet',
  /** Who made a change the system made itself (a nightly sweep, an import job). */
  system: 'System',
  /** Read between a field's old and new value, where the screen shows an arrow. */
  changedTo: 'changed to',
  emptyValue: '(empty)',
  yes: 'Yes',
  no: 'No',
  listSeparator: ', ',
};

export const pl: typeof en = {
  title: 'Historia',
  loading: 'Wczytywanie historii…',
  empty: 'Nie zapisano jeszcze żadnych zmian',
  system: 'System',
  changedTo: 'zmieniono na',
  emptyValue: '(puste)',
  yes: 'Tak',
  no: 'Nie',
  listSeparator: ', ',
};
