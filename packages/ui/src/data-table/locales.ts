/** Strings of the data table (namespace registered in ./i18n.ts). */
export const en = {
  search: {
    label: 'Search',
    placeholder: 'Search…',
  },
  filters: {
    label: 'Filters',
    clear: 'Clear filters',
  },
  pagination: {
    label: 'Pages',
    pageSize: 'Rows per page',
    range: '{{from}}–{{to}} of {{total}}',
    rangeWithoutTotal: '{{from}}–{{to}}',
    page: 'Page {{page}} of {{pages}}',
    pageWithoutTotal: 'Page {{page}}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
  },
  selection: {
    label: 'Selected rows',
    selectPage: 'Select all rows on this page',
    selectRow: 'Select {{name}}',
    count: 'Selected: {{count}}',
    clear: 'Clear selection',
  },
  rowActions: {
    column: 'Actions',
    open: 'Actions for {{name}}',
  },
  states: {
    noResults: 'No results',
    noResultsForSearch: 'Nothing matches “{{search}}”.',
    noResultsForFilters: 'Nothing matches these filters.',
  },
};

export const pl: typeof en = {
  search: {
    label: 'Szukaj',
    placeholder: 'Szukaj…',
  },
  filters: {
    label: 'Filtry',
    clear: 'Wyczyść filtry',
  },
  pagination: {
    label: 'Strony',
    pageSize: 'Wierszy na stronie',
    range: '{{from}}–{{to}} z {{total}}',
    rangeWithoutTotal: '{{from}}–{{to}}',
    page: 'Strona {{page}} z {{pages}}',
    pageWithoutTotal: 'Strona {{page}}',
    first: 'Pierwsza strona',
    previous: 'Poprzednia strona',
    next: 'Następna strona',
    last: 'Ostatnia strona',
  },
  selection: {
    label: 'Zaznaczone wiersze',
    selectPage: 'Zaznacz wszystkie wiersze na tej stronie',
    selectRow: 'Zaznacz: {{name}}',
    count: 'Zaznaczone: {{count}}',
    clear: 'Wyczyść zaznaczenie',
  },
  rowActions: {
    column: 'Akcje',
    open: 'Akcje: {{name}}',
  },
  states: {
    noResults: 'Brak wyników',
    noResultsForSearch: 'Nic nie pasuje do „{{search}}”.',
    noResultsForFilters: 'Nic nie pasuje do tych filtrów.',
  },
};
