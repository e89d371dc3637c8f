import { i18n, initI18n } from '@care/i18n';
import { render, type RenderResult } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { UiProvider } from '../../system';
import { DataTable, type DataTableProps } from '../DataTable';
import { createDataTableColumnHelper, type DataTableColumnDef } from '../features';
import { rowActionsColumn, type RowAction } from '../row-actions';
import type { DataTableList, DataTableListState, DataTablePage, DataTableQuery } from '../types';

export interface Person {
  id: string;
  name: string;
  email: string;
  role: string;
}

export function people(count: number): Person[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(3, '0');
    return { id: `p${n}`, name: `Person ${n}`, email: `person${n}@care.test`, role: 'OPERATOR' };
  });
}

export async function switchToEnglish() {
  initI18n();
  await i18n.changeLanguage('en');
}

const column = createDataTableColumnHelper<Person>();

export function personColumns(
  actions?: (person: Person) => RowAction[],
): DataTableColumnDef<Person>[] {
  return [
    column.accessor('name', { header: 'Name', enableSorting: true, meta: { rowHeader: true } }),
    column.accessor('email', { header: 'E-mail', enableSorting: true }),
    column.accessor('role', { header: 'Role' }),
    ...(actions ? [rowActionsColumn<Person>(actions)] : []),
  ];
}

/** What the API would answer for a list state: searched by name, sorted, one page of it. */
export function answer(all: Person[], state: DataTableListState): DataTablePage<Person> {
  const term = state.search.trim().toLowerCase();
  const found = all.filter((person) => person.name.toLowerCase().includes(term));
  const { sort } = state;
  if (sort) {
    const field = sort.field as keyof Person;
    found.sort((a, b) => a[field].localeCompare(b[field]) * (sort.desc ? -1 : 1));
  }
  const start = (state.page - 1) * state.limit;
  const items = found.slice(start, start + state.limit);
  return {
    items,
    pagination: { total: found.length, isLast: start + state.limit >= found.length },
  };
}

type TableOverrides = Partial<Omit<DataTableProps<Person>, 'list' | 'query'>>;

export interface RenderTableOptions extends TableOverrides {
  rows?: Person[];
  state?: Partial<DataTableListState>;
  /** Replaces the answer, e.g. `{ status: 'pending', data: undefined }`, always or for some states. */
  query?:
    | Partial<DataTableQuery<Person>>
    | ((state: DataTableListState) => Partial<DataTableQuery<Person>>);
  /** Whether a filter other than the search is on. */
  filtered?: boolean;
  pageSizes?: readonly number[];
}

/** Calls the list received, in order: what the table asked the list state to do. */
export type ListCall = [name: string, ...args: unknown[]];

/**
 * Renders a DataTable driven by a list state held in the test, answered by an
 * in-memory list, so every request of the table is seen (in `calls`) and
 * answered as the API would.
 */
export function renderTable({
  rows = people(45),
  state: initialState,
  query: queryOverride,
  filtered = false,
  pageSizes = [10, 25, 50, 100],
  ...tableProps
}: RenderTableOptions = {}): RenderResult & { calls: ListCall[]; refetch: jest.Mock } {
  const calls: ListCall[] = [];
  const refetch = jest.fn();

  function Harness() {
    const [state, setState] = useState<DataTableListState>({
      page: 1,
      limit: 10,
      sort: { field: 'name', desc: false },
      search: '',
      ...initialState,
    });
    const [filterOn, setFilterOn] = useState(filtered);
    const list = useMemo<DataTableList>(
      () => ({
        state,
        pageSizes,
        isFiltered: filterOn || state.search.trim() !== '',
        setPage: (page, options) => {
          calls.push(['setPage', page, ...(options ? [options] : [])]);
          setState((s) => ({ ...s, page }));
        },
        setLimit: (limit) => {
          calls.push(['setLimit', limit]);
          setState((s) => ({ ...s, limit, page: 1 }));
        },
        setSort: (sort) => {
          calls.push(['setSort', sort]);
          setState((s) => ({ ...s, sort, page: 1 }));
        },
        setSearch: (search) => {
          calls.push(['setSearch', search]);
          setState((s) => ({ ...s, search, page: 1 }));
        },
        clearFilters: () => {
          calls.push(['clearFilters']);
          setFilterOn(false);
          setState((s) => ({ ...s, search: '', page: 1 }));
        },
      }),
      [state, filterOn],
    );
    const query: DataTableQuery<Person> = {
      data: answer(rows, state),
      status: 'success',
      isFetching: false,
      refetch,
      ...(typeof queryOverride === 'function' ? queryOverride(state) : queryOverride),
    };
    return (
      <DataTable
        caption="People"
        columns={tableProps.columns ?? personColumns()}
        getRowId={(person) => person.id}
        getRowLabel={(person) => person.name}
        empty={{ title: 'No people yet', action: <button type="button">Add a person</button> }}
        {...tableProps}
        list={list}
        query={query}
      />
    );
  }

  const view = render(
    <UiProvider>
      <Harness />
    </UiProvider>,
  );
  return { ...view, calls, refetch };
}
