/// <reference types="@testing-library/jest-dom" />
import { i18n } from '@care/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDataTableColumnHelper } from './features';
import { people, renderTable, switchToEnglish, type Person } from './testing/render-table';

jest.setTimeout(20_000);

beforeAll(switchToEnglish);

const table = () => screen.getByRole('table', { name: 'People' });

describe('DataTable states', () => {
  it('shows skeleton rows under the real header while the first page loads, and says so', () => {
    renderTable({ query: { status: 'pending', data: undefined, isFetching: true } });
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    expect(table().querySelectorAll('[data-skeleton-row]')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // Nothing to page through yet.
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('counts the pages once the first answer arrives', async () => {
    const user = userEvent.setup();
    // Pending while the search is 'first load'; the list answers once it is cleared.
    renderTable({
      state: { search: 'first load' },
      query: (state) =>
        state.search === 'first load'
          ? { status: 'pending', data: undefined, isFetching: true }
          : {},
    });
    expect(table().querySelectorAll('[data-skeleton-row]')).toHaveLength(10);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

    expect(await screen.findByText('Page 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeInTheDocument();
  });

  it('keeps the rows shown while the next page loads behind them', () => {
    renderTable({ query: { isFetching: true } });
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    expect(table()).toHaveAttribute('aria-busy', 'true');
  });

  it('puts the previous filter’s rows out of reach while the new one loads, not a refetch of the same', () => {
    const body = () => within(table()).getAllByRole('rowgroup')[1]!;
    const previous = renderTable({ query: { isFetching: true, isPlaceholderData: true } });
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    expect(body()).toHaveAttribute('inert');
    previous.unmount();

    renderTable({ query: { isFetching: true, isPlaceholderData: false } });
    expect(body()).not.toHaveAttribute('inert');
  });

  it('shows the empty state with its call to action when the list has nothing yet', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No people yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a person' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says a search found nothing, and Clear filters brings the list back', async () => {
    const user = userEvent.setup();
    const { calls } = renderTable({ state: { search: 'nobody' } });
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.getByText('Nothing matches “nobody”.')).toBeInTheDocument();
    expect(screen.queryByText('No people yet')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(calls).toEqual([['clearFilters']]);
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('says filters found nothing when no search is typed', () => {
    renderTable({ rows: [], filtered: true });
    expect(screen.getByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('offers Clear filters beside the search while a filter narrows a list that has rows', async () => {
    const user = userEvent.setup();
    const { calls } = renderTable({
      filtered: true,
      filters: <button type="button">Status</button>,
    });
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(within(filters).getByRole('button', { name: 'Status' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(calls).toEqual([['clearFilters']]);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows the error with its detail and retries on request', async () => {
    const user = userEvent.setup();
    const { refetch } = renderTable({
      query: { status: 'error', data: undefined },
      errorDetail: 'The server did not answer.',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The server did not answer.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says what failed to load when the page names it', () => {
    renderTable({
      query: { status: 'error', data: undefined },
      errorTitle: 'Unable to load people',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load people');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Something went wrong');
  });

  it('moves a page past the end back to the last page, replacing the history entry', async () => {
    const { calls } = renderTable({ rows: people(30), state: { page: 7 } });
    await waitFor(() => expect(screen.getByText('21–30 of 30')).toBeInTheDocument());
    expect(calls).toEqual([['setPage', 3, { replace: true }]]);
  });

  it('pages without a total where the API does not count, until the last page', async () => {
    const user = userEvent.setup();
    const { calls } = renderTable({
      query: { data: { items: people(10), pagination: { isLast: false } } },
    });
    expect(screen.getByText('1–10')).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(calls).toEqual([['setPage', 2]]);
  });

  it('draws a page it already holds once, not once more when its box mounts', () => {
    // What a list opened again from the cache costs: each row's cells, not twice over.
    const drawn = new Map<string, number>();
    const column = createDataTableColumnHelper<Person>();
    renderTable({
      columns: [
        column.accessor('name', {
          header: 'Name',
          cell: ({ row, getValue }) => {
            drawn.set(row.id, (drawn.get(row.id) ?? 0) + 1);
            return getValue();
          },
        }),
      ],
    });
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    expect([...drawn.values()]).toEqual(Array.from({ length: 10 }, () => 1));
  });

  it('speaks Polish', async () => {
    renderTable();
    await act(() => i18n.changeLanguage('pl'));
    try {
      expect(screen.getByText('1–10 z 45')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Wierszy na stronie' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Następna strona' })).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
