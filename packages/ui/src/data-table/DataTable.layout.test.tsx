/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import { VIRTUALIZE_ABOVE } from './DataTable';
import { people, personColumns, renderTable, switchToEnglish } from './testing/render-table';

jest.setTimeout(20_000);

beforeAll(switchToEnglish);

/** jsdom lays nothing out: give the scroll box and the rows the heights a browser would. */
function standInForScrollBoxHeight() {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.hasAttribute('data-table-scroll') ? 600 : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.tagName === 'TR' ? 41 : 0;
  });
}

afterEach(() => jest.restoreAllMocks());

const table = () => screen.getByRole('table', { name: 'People' });
const dataRows = () =>
  within(table())
    .getAllByRole('row')
    .filter(
      (row) => row.hasAttribute('aria-rowindex') && row.getAttribute('aria-rowindex') !== '1',
    );

describe('DataTable layout', () => {
  // jsdom lays nothing out: these check the structure that keeps a 390 px page
  // from growing wider than the screen; the widths themselves need a browser.
  it('keeps the visually hidden Actions header inside its positioned scroll box', () => {
    renderTable({ columns: personColumns(() => [{ value: 'edit', label: 'Edit' }]) });
    const scrollBox = screen.getByRole('region', { name: 'People' });
    const actionsHeader = screen.getByRole('columnheader', { name: 'Actions' });

    expect(scrollBox).toContainElement(table());
    expect(scrollBox).toContainElement(actionsHeader);
    // The containing block of the hidden label's absolute box is inside the scroll box, not the page.
    expect(getComputedStyle(scrollBox).position).toBe('relative');
    expect(getComputedStyle(actionsHeader).position).toBe('sticky');
    // Reachable by keyboard, so a keyboard user can scroll it sideways.
    expect(scrollBox).toHaveAttribute('tabindex', '0');
  });

  it('keeps every row’s actions at the inline end, in view without scrolling sideways', () => {
    renderTable({ columns: personColumns(() => [{ value: 'edit', label: 'Edit' }]) });
    for (const row of dataRows()) {
      const cell = within(row)
        .getByRole('button', { name: /^Actions for/ })
        .closest('td')!;
      expect(row.lastElementChild).toBe(cell);
      const style = getComputedStyle(cell);
      expect(style.position).toBe('sticky');
      expect(style.getPropertyValue('inset-inline-end')).toBe('0');
    }
    expect(
      getComputedStyle(screen.getByRole('columnheader', { name: 'Actions' })).getPropertyValue(
        'inset-inline-end',
      ),
    ).toBe('0');
  });

  it(`renders every row of a page of up to ${VIRTUALIZE_ABOVE}`, () => {
    standInForScrollBoxHeight();
    renderTable({ rows: people(VIRTUALIZE_ABOVE), state: { limit: 50 } });
    expect(dataRows()).toHaveLength(VIRTUALIZE_ABOVE);
    expect(table().querySelector('[data-virtual-spacer]')).toBeNull();
  });

  it(`renders only the rows in view of a page of more than ${VIRTUALIZE_ABOVE}, telling their place among all`, async () => {
    standInForScrollBoxHeight();
    renderTable({ rows: people(230), state: { limit: 100, page: 2 } });
    // The virtualizer loads with the first long page.
    await waitFor(() => expect(table().querySelector('[data-virtual-spacer]')).not.toBeNull());
    const rows = dataRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(VIRTUALIZE_ABOVE);
    // 230 rows and the header; the first row of page 2 is the 101st data row.
    expect(table()).toHaveAttribute('aria-rowcount', '231');
    expect(rows[0]).toHaveAttribute('aria-rowindex', '102');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Person 101');
  });

  it(`virtualizes from ${VIRTUALIZE_ABOVE + 1} rows on`, async () => {
    standInForScrollBoxHeight();
    renderTable({ rows: people(VIRTUALIZE_ABOVE + 1), state: { limit: 100 } });
    await waitFor(() => expect(table().querySelector('[data-virtual-spacer]')).not.toBeNull());
    expect(dataRows().length).toBeGreaterThan(0);
    expect(dataRows().length).toBeLessThan(VIRTUALIZE_ABOVE + 1);
  });
});
