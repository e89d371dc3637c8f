/// <reference types="@testing-library/jest-dom" />
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARDS_QUERY } from './card-layout';
import { createDataTableColumnHelper, type DataTableColumnDef } from './features';
import { rowActionsColumn, type RowAction } from './row-actions';
import { standInForLayout } from './testing/jsdom-layout';
import { nextFrame, tabTo } from './testing/keyboard';
import { renderTable, switchToEnglish, type Person } from './testing/render-table';

jest.setTimeout(20_000);

/** The window's width as media queries see it; jsdom has no matchMedia of its own. */
let width = 390;
let changed: (() => void)[] = [];
function standInForWindowWidth() {
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return query === CARDS_QUERY ? width < 768 : false;
    },
    addEventListener: (_: string, listener: () => void) => changed.push(listener),
    removeEventListener: (_: string, listener: () => void) => {
      changed = changed.filter((other) => other !== listener);
    },
  })) as unknown as typeof window.matchMedia;
}

beforeAll(async () => {
  await switchToEnglish();
  standInForLayout();
  standInForWindowWidth();
});
beforeEach(() => {
  width = 390;
});

const column = createDataTableColumnHelper<Person>();

/** People as a page would mark them for cards: the name links to the person, the role is the status. */
function cardColumns(
  follow: (id: string) => void,
  actions?: (person: Person) => RowAction[],
): DataTableColumnDef<Person>[] {
  return [
    column.accessor('name', {
      header: 'Name',
      enableSorting: true,
      meta: { rowHeader: true },
      cell: ({ row, getValue }) => (
        <a
          href={`/people/${row.original.id}`}
          onClick={(event) => {
            event.preventDefault();
            follow(row.original.id);
          }}
        >
          {getValue()}
        </a>
      ),
    }),
    column.accessor('id', { header: 'Number', meta: { card: false } }),
    column.accessor('role', { header: 'Role', meta: { card: 'status' } }),
    column.display({ id: 'team', header: 'Team', cell: () => 'North' }),
    column.accessor('email', { header: 'E-mail', enableSorting: true, meta: { card: 1 } }),
    ...(actions ? [rowActionsColumn<Person>(actions)] : []),
  ];
}

const cardList = () => screen.getByRole('list', { name: 'People' });
/** The cards' code loads with the first list a narrow screen shows. */
const cardsShown = () => screen.findByRole('list', { name: 'People' });
const cards = () => within(cardList()).getAllByRole('listitem');
const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('DataTable as cards, on a screen narrower than a tablet', () => {
  it('shows each row as a card: its title, its status, then the columns the page put on it as label and value', async () => {
    renderTable({ columns: cardColumns(jest.fn()) });
    await cardsShown();

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    const card = cards()[1]!;
    const [title, status, ...rest] = Array.from(card.children) as HTMLElement[];
    expect(title).toHaveTextContent('Person 002');
    // Named for a screen reader too ("Role: OPERATOR"), though only the value shows.
    expect(status).toHaveTextContent(/^Role: OPERATOR$/);
    expect(rest).toHaveLength(1);
    const labels = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    // The numbered line first, then the rest in the table's order; `card: false` left off.
    expect(labels).toEqual(['E-mail', 'Team']);
    expect(values).toEqual(['person002@care.test', 'North']);
    expect(card).not.toHaveTextContent('p002');
  });

  it('stays a table on a wider screen, and turns into cards when the window narrows', async () => {
    width = 1024;
    renderTable({ columns: cardColumns(jest.fn()) });
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'People' })).not.toBeInTheDocument();

    width = 390;
    act(() => changed.forEach((listener) => listener()));
    await cardsShown();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(10);
  });

  it('opens a card with Enter on its title, or with a tap anywhere on it but its controls', async () => {
    const user = userEvent.setup();
    const follow = jest.fn();
    renderTable({
      columns: cardColumns(follow, () => [{ value: 'edit', label: 'Edit' }]),
      bulkActions: () => null,
    });
    await cardsShown();

    await tabTo(user, screen.getByRole('link', { name: 'Person 003' }));
    await user.keyboard('{Enter}');
    expect(follow).toHaveBeenLastCalledWith('p003');

    await user.click(within(cardOf('Person 005')).getByText('North'));
    expect(follow).toHaveBeenLastCalledWith('p005');
    expect(follow).toHaveBeenCalledTimes(2);

    // Its checkbox and actions button do their own work, never open it.
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 004' }));
    await user.click(screen.getByRole('button', { name: 'Actions for Person 004' }));
    expect(follow).toHaveBeenCalledTimes(2);
  });

  it('selects cards by their checkboxes, or the whole page from above the cards', async () => {
    const user = userEvent.setup();
    renderTable({
      columns: cardColumns(jest.fn()),
      bulkActions: () => <button type="button">Deactivate</button>,
    });
    await cardsShown();
    const bar = () => screen.getByRole('region', { name: 'Selected rows' });

    const box = screen.getByRole('checkbox', { name: 'Select Person 002' });
    await tabTo(user, box);
    await user.keyboard(' ');
    expect(within(bar()).getByRole('status')).toHaveTextContent('Selected: 1');
    expect(cardOf('Person 002')).toHaveAttribute('data-selected');

    await user.click(screen.getByText('Select all rows on this page'));
    expect(within(bar()).getByRole('status')).toHaveTextContent('Selected: 10');
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeChecked();
    for (const card of cards()) expect(card).toHaveAttribute('data-selected');
  });

  it('opens a card’s actions from the keyboard and picks one', async () => {
    const user = userEvent.setup();
    const remove = jest.fn();
    renderTable({
      columns: cardColumns(jest.fn(), (person) => [
        { value: 'edit', label: 'Edit' },
        { value: 'delete', label: 'Delete', onSelect: () => remove(person.id) },
      ]),
    });
    await cardsShown();
    const trigger = within(cardOf('Person 002')).getByRole('button', {
      name: 'Actions for Person 002',
    });
    await tabTo(user, trigger);
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Actions for Person 002' });
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await nextFrame();
    await waitFor(() =>
      expect(menu).toHaveAttribute(
        'aria-activedescendant',
        within(menu).getByRole('menuitem', { name: 'Delete' }).id,
      ),
    );
    await user.keyboard('{Enter}');
    expect(remove).toHaveBeenCalledWith('p002');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('sorts from the select that stands in for the headers', async () => {
    const user = userEvent.setup();
    const { calls } = renderTable({ columns: cardColumns(jest.fn()) });
    await cardsShown();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Name, ascending');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Name, ascending', 'Name, descending', 'E-mail, ascending', 'E-mail, descending']);

    await user.selectOptions(sort, 'E-mail, descending');
    expect(calls).toEqual([['setSort', { field: 'email', desc: true }]]);
    expect(within(cards()[0]!).getByRole('link')).toHaveTextContent('Person 045');
  });

  it('pages on, and shows skeleton cards while the next page loads', async () => {
    const user = userEvent.setup();
    renderTable({
      columns: cardColumns(jest.fn()),
      query: (state) =>
        state.page === 1 ? {} : { status: 'pending', data: undefined, isFetching: true },
    });
    await cardsShown();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(cardList()).toHaveAttribute('aria-busy', 'true');
    expect(cardList().querySelectorAll('li[data-skeleton-card]')).toHaveLength(10);
    expect(within(cardList()).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('11–20 of 45')).toBeInTheDocument();
  });

  it('keeps the previous page’s cards out of reach while a new one loads in their place', async () => {
    renderTable({
      columns: cardColumns(jest.fn()),
      query: { isFetching: true, isPlaceholderData: true },
    });
    await cardsShown();
    expect(cardList()).toHaveAttribute('inert');
    expect(cardList()).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when there is nothing yet, and offers Retry when loading failed', async () => {
    const user = userEvent.setup();
    const empty = renderTable({ columns: cardColumns(jest.fn()), rows: [] });
    expect(screen.getByText('No people yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'People' })).not.toBeInTheDocument();
    empty.unmount();

    const { refetch } = renderTable({
      columns: cardColumns(jest.fn()),
      errorTitle: 'Unable to load people',
      query: { status: 'error', data: undefined },
    });
    expect(screen.getByText('Unable to load people')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(refetch).toHaveBeenCalled();
  });
});
