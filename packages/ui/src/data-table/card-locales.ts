/**
 * Strings only the cards show, added to the table's namespace when the cards' code loads
 * (CardRows): a table on a wide screen never fetches them.
 */
export const en = {
  sort: {
    label: 'Sort by',
    none: 'Default order',
    ascending: '{{column}}, ascending',
    descending: '{{column}}, descending',
  },
};

export const pl: typeof en = {
  sort: {
    label: 'Sortuj według',
    none: 'Domyślna kolejność',
    ascending: '{{column}}: rosnąco',
    descending: '{{column}}: malejąco',
  },
};
