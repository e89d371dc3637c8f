/// <reference types="@testing-library/jest-dom" />
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataTableSelection } from './types';
import { standInForLayout } from './testing/jsdom-layout';
import { tabTo } from './testing/keyboard';
import { renderTable, switchToEnglish } from './testing/render-table';

jest.setTimeout(20_000);

beforeAll(async () => {
  await switchToEnglish();
  standInForLayout();
});

function renderSelectable() {
  const seen: DataTableSelection[] = [];
  const view = renderTable({
    bulkActions: (selection) => {
      seen.push(selection);
      return (
        <button type="button" onClick={selection.clear}>
          Deactivate
        </button>
      );
    },
  });
  return { ...view, lastSelection: () => seen.at(-1) };
}

const bar = () => screen.queryByRole('region', { name: 'Selected rows' });

describe('DataTable row selection', () => {
  it('has no checkboxes unless the page has something to do with selected rows', () => {
    renderTable();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('selects rows by their named checkboxes and shows how many in the bulk bar', async () => {
    const user = userEvent.setup();
    const { lastSelection } = renderSelectable();
    expect(bar()).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Person 002' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 005' }));

    expect(within(bar()!).getByRole('status')).toHaveTextContent('Selected: 2');
    expect(lastSelection()?.ids).toEqual(['p002', 'p005']);
    expect(
      screen.getByRole('checkbox', { name: 'Select all rows on this page' }),
    ).toBePartiallyChecked();
  });

  it('selects the whole page from the header, by keyboard, and keeps it across pages', async () => {
    const user = userEvent.setup();
    const { lastSelection } = renderSelectable();
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });

    await tabTo(user, all);
    await user.keyboard(' ');
    expect(within(bar()!).getByRole('status')).toHaveTextContent('Selected: 10');
    expect(all).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(
      screen.getByRole('checkbox', { name: 'Select all rows on this page' }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 011' }));
    expect(within(bar()!).getByRole('status')).toHaveTextContent('Selected: 11');
    expect(lastSelection()?.ids).toHaveLength(11);
  });

  it('clears the selection from the bar, or when the bulk action is done', async () => {
    const user = userEvent.setup();
    renderSelectable();
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 001' }));
    await user.click(within(bar()!).getByRole('button', { name: 'Clear selection' }));
    expect(bar()).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Person 001' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select Person 003' }));
    await user.click(within(bar()!).getByRole('button', { name: 'Deactivate' }));
    expect(bar()).not.toBeInTheDocument();
  });
});
