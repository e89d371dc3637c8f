import { memberStatusSchema } from '@care/contracts/enums';
import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@care/platform/router';
import { defineListState } from './list-state';
import { useListState, type ListStateController } from './use-list-state';

const members = defineListState({
  sortFields: ['lastName', 'createdAt'],
  filters: { status: memberStatusSchema },
  defaults: { sort: 'lastName' },
});

type Controller = ListStateController<'lastName' | 'createdAt', (typeof members)['filters']>;

/** Renders the hook on a list route in a memory history, as the remote's page would. */
function renderList(url = '/organization/o1/members') {
  const seen: { current?: Controller } = {};
  function Page() {
    seen.current = useListState(members);
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/organization/:id', element: null },
      { path: '/organization/:id/members', element: <Page /> },
    ],
    { initialEntries: ['/organization/o1', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  const list = () => seen.current!;
  const url_ = () => `${router.state.location.pathname}${router.state.location.search}`;
  const back = () => act(() => router.navigate(-1));
  return { router, list, url: url_, back };
}

describe('useListState', () => {
  it('reads the list from the URL, falling back to defaults for what a hand edit broke', () => {
    const { list } = renderList(
      '/organization/o1/members?page=x&limit=7&sort=-createdAt&status=NOPE',
    );
    expect(list().state).toEqual({
      page: 1,
      limit: 10,
      sort: { field: 'createdAt', desc: true },
      search: '',
      filters: { status: undefined },
    });
    expect(list().query).toEqual({ page: 1, limit: 10, sort: '-createdAt' });
  });

  it('writes a page change as a new history entry, so Back restores the page before', async () => {
    const { list, url, back } = renderList();
    act(() => list().setPage(2));
    act(() => list().setPage(3));
    expect(url()).toBe('/organization/o1/members?page=3');
    expect(list().state.page).toBe(3);

    await back();
    expect(url()).toBe('/organization/o1/members?page=2');
    expect(list().state.page).toBe(2);
    await back();
    expect(list().state.page).toBe(1);
    expect(url()).toBe('/organization/o1/members');
  });

  it('starts a new sort, page size or filter on the first page, each as one entry', async () => {
    const { list, url, back } = renderList('/organization/o1/members?page=4');
    act(() => list().setSort({ field: 'createdAt', desc: true }));
    expect(url()).toBe('/organization/o1/members?sort=-createdAt');
    act(() => list().setLimit(50));
    expect(url()).toBe('/organization/o1/members?limit=50&sort=-createdAt');
    act(() => list().setFilter('status', 'PENDING'));
    expect(list().state).toMatchObject({ page: 1, limit: 50, filters: { status: 'PENDING' } });
    expect(list().isFiltered).toBe(true);

    await back();
    await back();
    await back();
    expect(url()).toBe('/organization/o1/members?page=4');
  });

  it('replaces the entry while a search is typed, so one Back leaves the whole search', async () => {
    const { list, url, back, router } = renderList('/organization/o1/members?page=3');
    act(() => list().setSearch('a'));
    act(() => list().setSearch('an'));
    act(() => list().setSearch('anna'));
    expect(url()).toBe('/organization/o1/members?search=anna');
    expect(list().state).toMatchObject({ page: 1, search: 'anna' });

    await back();
    expect(url()).toBe('/organization/o1/members?page=3');

    // A step after the search is an entry of its own; typing again adds one more.
    await act(() => router.navigate(1));
    act(() => list().setPage(2));
    act(() => list().setSearch('ann'));
    act(() => list().setSearch('anne'));
    await back();
    expect(url()).toBe('/organization/o1/members?page=2&search=anna');
  });

  it('clears the search and filters but keeps the sort and page size', () => {
    const { list, url } = renderList(
      '/organization/o1/members?page=2&limit=25&sort=-createdAt&search=x&status=PENDING',
    );
    act(() => list().clearFilters());
    expect(url()).toBe('/organization/o1/members?limit=25&sort=-createdAt');
    expect(list().isFiltered).toBe(false);
  });

  it('ignores a sort field or page size the list does not have', () => {
    const { list, url } = renderList('/organization/o1/members?sort=-createdAt');
    act(() => list().setSort({ field: 'password' as 'lastName', desc: false }));
    expect(list().state.sort).toEqual({ field: 'lastName', desc: false });
    expect(url()).toBe('/organization/o1/members');
    act(() => list().setLimit(33));
    expect(list().state.limit).toBe(10);
  });

  it('corrects a page past the end without adding an entry', async () => {
    const { list, url, back } = renderList('/organization/o1/members?page=99');
    act(() => list().setPage(4, { replace: true }));
    expect(url()).toBe('/organization/o1/members?page=4');
    await back();
    expect(url()).toBe('/organization/o1');
  });

  it('keeps the same query object while the URL does not change', () => {
    const { list } = renderList('/organization/o1/members?page=2');
    const before = list().query;
    act(() => list().setPage(2));
    expect(list().query).toBe(before);
  });

  it('answers the address as it is now while the router still renders the one before', async () => {
    const { list, back } = renderList('/organization/o1/members?sort=-createdAt');
    const shown = list();
    act(() => {
      // Both changes land before the router's transition renders either of them.
      shown.setFilter('status', 'PENDING');
      shown.setPage(3);
      expect(shown.currentQuery()).toEqual({
        page: 3,
        limit: 10,
        sort: '-createdAt',
        status: 'PENDING',
      });
      expect(shown.query).toEqual({ page: 1, limit: 10, sort: '-createdAt' });
    });
    expect(list().query).toEqual(list().currentQuery());

    // Back, which the list did not make, once it is shown.
    await back();
    expect(list().currentQuery()).toEqual({
      page: 1,
      limit: 10,
      sort: '-createdAt',
      status: 'PENDING',
    });
  });
});
