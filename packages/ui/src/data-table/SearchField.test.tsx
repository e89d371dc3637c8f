/// <reference types="@testing-library/jest-dom" />
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DEBOUNCE_MS } from './SearchField';
import { renderTable, switchToEnglish } from './testing/render-table';

jest.setTimeout(20_000);

beforeAll(switchToEnglish);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderTable();
  const searches = () => view.calls.filter(([name]) => name === 'setSearch');
  return { user, searches, box: screen.getByRole('searchbox', { name: 'Search' }) };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('DataTable search', () => {
  it('asks the list once typing pauses, not once per letter', async () => {
    const { user, searches, box } = setup();
    await user.type(box, 'Person 01');
    expect(box).toHaveValue('Person 01');
    expect(searches()).toEqual([]);

    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(searches()).toEqual([]);
    await wait(1);
    expect(searches()).toEqual([['setSearch', 'Person 01']]);
    expect(screen.getByText('1–10 of 10')).toBeInTheDocument();
  });

  it('starts the wait again with every keystroke', async () => {
    const { user, searches, box } = setup();
    await user.type(box, 'Pe');
    await wait(SEARCH_DEBOUNCE_MS - 100);
    await user.type(box, 'r');
    await wait(SEARCH_DEBOUNCE_MS - 100);
    expect(searches()).toEqual([]);
    await wait(100);
    expect(searches()).toEqual([['setSearch', 'Per']]);
  });

  it('searches at once on Enter, and clears on Escape', async () => {
    const { user, searches, box } = setup();
    await user.type(box, 'Person 04{Enter}');
    expect(searches()).toEqual([['setSearch', 'Person 04']]);
    await wait(SEARCH_DEBOUNCE_MS);
    expect(searches()).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(searches()).toEqual([
      ['setSearch', 'Person 04'],
      ['setSearch', ''],
    ]);
  });
});
