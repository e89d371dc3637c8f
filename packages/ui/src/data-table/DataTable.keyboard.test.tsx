/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standInForLayout } from './testing/jsdom-layout';
import { nextFrame, tabTo } from './testing/keyboard';
import { personColumns, renderTable, switchToEnglish } from './testing/render-table';

// Menus and tables in jsdom on a busy 2-core machine can take seconds per test.
jest.setTimeout(20_000);

beforeAll(async () => {
  await switchToEnglish();
  standInForLayout();
});

const table = () => screen.getByRole('table', { name: 'People' });
const firstRowName = () =>
  within(within(table()).getAllByRole('row')[1]!).getByRole('rowheader').textContent;
const header = (name: RegExp | string) => screen.getByRole('columnheader', { name });

describe('DataTable from the keyboard alone', () => {
  it('sorts: Enter on a header sorts by it ascending, Space reverses it, and aria-sort follows', async () => {
    const user = userEvent.setup();
    const { calls } = renderTable();
    const emailButton = within(header(/E-mail/)).getByRole('button', { name: /E-mail/ });

    await tabTo(user, emailButton);
    await user.keyboard('{Enter}');
    expect(calls).toEqual([['setSort', { field: 'email', desc: false }]]);
    expect(header(/E-mail/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/Name/)).toHaveAttribute('aria-sort', 'none');

    await user.keyboard(' ');
    expect(calls.at(-1)).toEqual(['setSort', { field: 'email', desc: true }]);
    expect(header(/E-mail/)).toHaveAttribute('aria-sort', 'descending');
    expect(firstRowName()).toBe('Person 045');
    expect(emailButton).toHaveFocus();
  });

  it('pages: Next, Last and First move through the list and say where it stands', async () => {
    const user = userEvent.setup();
    const { calls } = renderTable();
    const status = () => screen.getByText(/of 45$/);

    await tabTo(user, screen.getByRole('button', { name: 'Next page' }));
    await user.keyboard('{Enter}');
    expect(calls).toEqual([['setPage', 2]]);
    expect(status()).toHaveTextContent('11–20 of 45');
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(firstRowName()).toBe('Person 011');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent('41–45 of 45');
    // At the end the buttons stay focusable, only marked disabled, so the focus is not lost.
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(calls).toEqual([
      ['setPage', 2],
      ['setPage', 5],
    ]);

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'First page' })).toHaveFocus();
    await user.keyboard(' ');
    expect(status()).toHaveTextContent('1–10 of 45');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('keeps the page buttons, and the focus on them, while the next page loads', async () => {
    const user = userEvent.setup();
    renderTable({
      query: (state) =>
        state.page === 1 ? {} : { status: 'pending', data: undefined, isFetching: true },
    });
    const next = screen.getByRole('button', { name: 'Next page' });
    await tabTo(user, next);
    await user.keyboard('{Enter}');

    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(table().querySelectorAll('[data-skeleton-row]')).toHaveLength(10);
    expect(screen.getByText('11–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
  });

  it('changes the page size from its labelled select', async () => {
    const user = userEvent.setup();
    const { calls } = renderTable({ state: { page: 3 } });
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100']);

    await tabTo(user, select);
    await user.selectOptions(select, '25');
    expect(calls).toEqual([['setLimit', 25]]);
    expect(screen.getByText('1–25 of 45')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(26);
  });

  it('opens a row’s actions with Enter and picks one with the arrows', async () => {
    const user = userEvent.setup();
    const edit = jest.fn();
    const remove = jest.fn();
    renderTable({
      columns: personColumns((person) => [
        { value: 'edit', label: 'Edit', onSelect: () => edit(person.id) },
        { value: 'delete', label: 'Delete', destructive: true, onSelect: () => remove(person.id) },
      ]),
    });
    const trigger = screen.getByRole('button', { name: 'Actions for Person 002' });

    await tabTo(user, trigger);
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Actions for Person 002' });
    // The menu holds the focus and points at its highlighted item (aria-activedescendant).
    await waitFor(() => expect(menu).toHaveFocus());
    const edit_ = within(menu).getByRole('menuitem', { name: 'Edit' });
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', edit_.id));
    await user.keyboard('{ArrowDown}');
    await nextFrame();
    expect(menu).toHaveAttribute(
      'aria-activedescendant',
      within(menu).getByRole('menuitem', { name: 'Delete' }).id,
    );
    await user.keyboard('{Enter}');

    expect(remove).toHaveBeenCalledWith('p002');
    expect(edit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('offers each row its own actions, one row after another', async () => {
    const user = userEvent.setup();
    const remove = jest.fn();
    renderTable({
      columns: personColumns((person) => [
        { value: 'delete', label: `Delete ${person.name}`, onSelect: () => remove(person.id) },
      ]),
    });
    await user.click(screen.getByRole('button', { name: 'Actions for Person 002' }));
    const first = await screen.findByRole('menu', { name: 'Actions for Person 002' });
    expect(
      within(first)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Delete Person 002']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    const third = screen.getByRole('button', { name: 'Actions for Person 003' });
    await user.click(third);
    const menu = await screen.findByRole('menu', { name: 'Actions for Person 003' });
    expect(third).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Actions for Person 002' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const item = within(menu).getByRole('menuitem', { name: 'Delete Person 003' });
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', item.id));
    await user.keyboard('{Enter}');
    expect(remove).toHaveBeenCalledWith('p003');
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('follows a link action with Enter through the page’s own link handler', async () => {
    const user = userEvent.setup();
    const follow = jest.fn();
    renderTable({
      columns: personColumns((person) => [
        {
          value: 'edit',
          label: 'Edit',
          // As a router's link does: it handles the click itself instead of loading the page.
          renderLink: (content) => (
            <a
              href={`/people/${person.id}/edit`}
              onClick={(event) => {
                event.preventDefault();
                follow(person.id);
              }}
            >
              {content}
            </a>
          ),
        },
      ]),
    });
    const trigger = screen.getByRole('button', { name: 'Actions for Person 003' });

    await tabTo(user, trigger);
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const edit = within(menu).getByRole('menuitem', { name: 'Edit' });
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', edit.id));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(follow).toHaveBeenCalledWith('p003'));
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('closes a row’s actions with Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    const edit = jest.fn();
    renderTable({
      columns: personColumns(() => [{ value: 'edit', label: 'Edit', onSelect: edit }]),
    });
    const trigger = screen.getByRole('button', { name: 'Actions for Person 001' });
    await tabTo(user, trigger);
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await nextFrame();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(edit).not.toHaveBeenCalled();
  });
});
