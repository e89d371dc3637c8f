/// <reference types="@testing-library/jest-dom" />
import { defineListState, useListState } from '@care/platform/list-state';
import { RouterProvider, createMemoryRouter } from '@care/platform/router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../system';
import { DataTable } from './DataTable';
import { SEARCH_DEBOUNCE_MS } from './SearchField';
import { answer, people, personColumns, switchToEnglish } from './testing/render-table';

jest.setTimeout(20_000);

beforeAll(switchToEnglish);

const everyone = people(45);
const peopleList = defineListState({ sortFields: ['name', 'email'], defaults: { sort: 'name' } });
const columns = personColumns();

/** A list page as a remote builds it: the list state in the URL drives the table. */
function PeoplePage() {
  const list = useListState(peopleList);
  return (
    <DataTable
      caption="People"
      columns={columns}
      list={list}
      query={{
        data: answer(everyone, list.state),
        status: 'success',
        isFetching: false,
        refetch: () => undefined,
      }}
      getRowId={(person) => person.id}
      getRowLabel={(person) => person.name}
      empty={{ title: 'No people yet' }}
    />
  );
}

function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: null },
      { path: '/people', element: <PeoplePage /> },
    ],
    { initialEntries: ['/', url], initialIndex: 1 },
  );
  render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  return {
    url: () => `${router.state.location.pathname}${router.state.location.search}`,
    back: () => act(() => router.navigate(-1)),
  };
}

const range = () => screen.getByText(/^\d+–\d+ of \d+$/);
const header = (name: RegExp) => screen.getByRole('columnheader', { name });
const firstName = () =>
  within(within(screen.getByRole('table')).getAllByRole('row')[1]!).getByRole('rowheader')
    .textContent;

describe('DataTable with its list state in the URL', () => {
  it('opens a shared link as it was: page, size, sort and search', () => {
    open('/people?page=2&limit=25&sort=-email&search=Person');
    expect(range()).toHaveTextContent('26–45 of 45');
    expect(header(/E-mail/)).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Person');
    expect(firstName()).toBe('Person 020');
  });

  it('opens a hand-edited link that makes no sense as the plain list', () => {
    open('/people?page=abc&limit=7&sort=password');
    expect(range()).toHaveTextContent('1–10 of 45');
    expect(header(/Name/)).toHaveAttribute('aria-sort', 'ascending');
  });

  it('writes paging, sorting and page size into the URL, and Back undoes each', async () => {
    const user = userEvent.setup();
    const { url, back } = open('/people');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(url()).toBe('/people?page=3');
    expect(range()).toHaveTextContent('21–30 of 45');

    await user.click(within(header(/E-mail/)).getByRole('button'));
    expect(url()).toBe('/people?sort=email');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(url()).toBe('/people?limit=50&sort=email');

    await back();
    expect(url()).toBe('/people?sort=email');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    await back();
    expect(header(/E-mail/)).toHaveAttribute('aria-sort', 'none');
    expect(range()).toHaveTextContent('21–30 of 45');
    await back();
    expect(url()).toBe('/people?page=2');
    expect(range()).toHaveTextContent('11–20 of 45');
  });

  it('puts a typed search in the URL once typing pauses, and one Back leaves it', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { url, back } = open('/people?page=3');
      const box = screen.getByRole('searchbox', { name: 'Search' });

      await user.type(box, 'Person 00');
      await act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      await user.type(box, '1');
      await act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(url()).toBe('/people?search=Person+001');
      expect(range()).toHaveTextContent('1–1 of 1');

      await back();
      expect(url()).toBe('/people?page=3');
      expect(box).toHaveValue('');
      expect(range()).toHaveTextContent('21–30 of 45');
    } finally {
      jest.useRealTimers();
    }
  });
});
