/** Strings of the page kit (namespace registered in ./i18n.ts). */
export const en = {
  /** A failure that came with no explanation (no problem details, e.g. the network). */
  unknownError: 'Please try again in a moment.',
  /** The button of a toast that takes the action back. */
  undo: 'Undo',
  undone: 'Undone',
  undoFailed: 'Could not undo',
  /** The undo met a newer version (412) or a state it no longer fits (409). */
  undoConflict: 'Not undone: it has changed since',
  undoConflictDetail:
    'Someone else changed it after you. What you see now is the latest version; change it again if you still need to.',
};

export const pl: typeof en = {
  unknownError: 'Spróbuj ponownie za chwilę.',
  undo: 'Cofnij',
  undone: 'Cofnięto',
  undoFailed: 'Nie udało się cofnąć',
  undoConflict: 'Nie cofnięto: w międzyczasie coś się zmieniło',
  undoConflictDetail:
    'Ktoś inny zmienił to po Tobie. Widzisz teraz aktualną wersję; jeśli trzeba, zmień ją ponownie.',
};
