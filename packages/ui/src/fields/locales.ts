/** Strings of the form fields (namespace registered in ./i18n.ts). */
export const en = {
  date: {
    /** The letters of a date's parts as people of this language write them in a placeholder. */
    placeholderLetters: { day: 'dd', month: 'mm', year: 'yy' },
    openCalendar: 'Open the calendar for {{label}}',
    closeCalendar: 'Close the calendar',
    calendar: 'Calendar: {{label}}',
    previous: { day: 'Previous month', month: 'Previous year', year: 'Previous years' },
    next: { day: 'Next month', month: 'Next year', year: 'Next years' },
    switchView: { day: 'Choose a month', month: 'Choose a year', year: 'Choose a day' },
    monthSelect: 'Month',
    yearSelect: 'Year',
  },
  combobox: {
    showOptions: 'Show the options of {{label}}',
    clear: 'Clear {{label}}',
    noMatches: 'Nothing matches',
  },
  tags: {
    search: 'Search tags',
    remove: 'Remove {{name}}',
    chosen: 'Chosen tags',
  },
  file: {
    /** Names the zone with the words it shows, so a voice user saying them reaches it. */
    dropzone: '{{label}}: {{choose}} {{orDrop}}',
    choose: 'Choose a file',
    orDrop: 'or drop it here',
    limits: '{{types}}, up to {{size}}',
    remove: 'Remove {{name}}',
    listSeparator: ', ',
    errors: {
      invalidType: 'This type of file is not accepted. Choose {{types}}.',
      tooLarge: 'This file is {{size}}, more than the {{max}} allowed.',
      empty: 'This file is empty.',
      tooMany: 'Choose one file.',
      invalid: 'This file cannot be used. Choose another one.',
    },
  },
};

export const pl: typeof en = {
  date: {
    placeholderLetters: { day: 'dd', month: 'mm', year: 'rr' },
    openCalendar: 'Otwórz kalendarz: {{label}}',
    closeCalendar: 'Zamknij kalendarz',
    calendar: 'Kalendarz: {{label}}',
    previous: { day: 'Poprzedni miesiąc', month: 'Poprzedni rok', year: 'Poprzednie lata' },
    next: { day: 'Następny miesiąc', month: 'Następny rok', year: 'Następne lata' },
    switchView: { day: 'Wybierz miesiąc', month: 'Wybierz rok', year: 'Wybierz dzień' },
    monthSelect: 'Miesiąc',
    yearSelect: 'Rok',
  },
  combobox: {
    showOptions: 'Pokaż opcje: {{label}}',
    clear: 'Wyczyść: {{label}}',
    noMatches: 'Brak pasujących',
  },
  tags: {
    search: 'Szukaj tagów',
    remove: 'Usuń {{name}}',
    chosen: 'Wybrane tagi',
  },
  file: {
    dropzone: '{{label}}: {{choose}} {{orDrop}}',
    choose: 'Wybierz plik',
    orDrop: 'lub upuść go tutaj',
    limits: '{{types}}, do {{size}}',
    remove: 'Usuń {{name}}',
    listSeparator: ', ',
    errors: {
      invalidType: 'Ten rodzaj pliku nie jest przyjmowany. Wybierz {{types}}.',
      tooLarge: 'Ten plik ma {{size}}, więcej niż dozwolone {{max}}.',
      empty: 'Ten plik jest pusty.',
      tooMany: 'Wybierz jeden plik.',
      invalid: 'Tego pliku nie można użyć. Wybierz inny.',
    },
  },
};
