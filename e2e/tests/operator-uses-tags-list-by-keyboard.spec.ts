import { expect, test, type Page } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { pl as table } from '../../packages/ui/src/data-table/locales';
import tags from '../../remotes/tags/src/i18n/pl.json';
import { demo, signIn, signInAsOperator } from '../support/session';

const sidebar = (page: Page) => page.getByRole('navigation', { name: shell.sidebar.label });
const tagsTable = (page: Page) => page.getByRole('table', { name: tags.list.caption });
const actionsFor = (name: string) => table.rowActions.open.replace('{{name}}', name);
/** A row's actions button; exact, since one tag's name may begin another's. */
const actionsButton = (page: Page, name: string) =>
  page.getByRole('button', { name: actionsFor(name), exact: true });
type Locator = ReturnType<Page['locator']>;

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  for (let presses = 0; presses < 120; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Not reachable with the Tab key: ${target.toString()}`);
}

/** Set on the page once; still there later only if the panel moved in place instead of loading anew. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('an operator sorts, pages and edits a tag from the tags list with the keyboard alone', async ({
  page,
}) => {
  await signInAsOperator(page);
  await sidebar(page).getByRole('link', { name: shell.sidebar.tags }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/organization\/[0-9a-f-]{36}\/tags$/);
  await expect(tagsTable(page)).toBeVisible();
  await markDocument(page);

  // Sort by abbreviation: Tab to its header's button, Enter.
  const abbrHeader = tagsTable(page).getByRole('columnheader', { name: tags.list.columns.abbr });
  await tabTo(page, abbrHeader.getByRole('button'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tags\?sort=abbr$/);
  await expect(abbrHeader).toHaveAttribute('aria-sort', 'ascending');
  const abbreviations = await tagsTable(page).locator('tbody tr td:nth-child(3)').allTextContents();
  expect(abbreviations).toEqual(
    [...abbreviations].sort(new Intl.Collator('pl', { numeric: true }).compare),
  );

  // Page forward: Tab on to Next page, Enter. The demo organization has two pages of tags.
  const nextPage = page.getByRole('button', { name: table.pagination.next });
  await tabTo(page, nextPage);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tags\?page=2&sort=abbr$/);
  await expect(page.getByText(/^Strona 2 z \d+$/)).toBeVisible();
  await expect(nextPage).toBeFocused();

  // Back to the first row of this page and its actions: Enter opens the menu on Edit, Enter picks it.
  const firstRowName = (await tagsTable(page).getByRole('rowheader').first().textContent())!;
  const actions = actionsButton(page, firstRowName);
  await tabTo(page, actions, { backwards: true });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: actionsFor(firstRowName), exact: true });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: tags.list.editAction })).toHaveAttribute(
    'data-highlighted',
  );
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/tags\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: tags.form.editTitle })).toBeVisible();
  await expect(page.getByLabel(tags.form.name)).toHaveValue(firstRowName);
  // The router moved in place: the panel was not loaded anew.
  expect(await isSameDocument(page)).toBe(true);

  // The way back leads to the list as it was left.
  await tabTo(page, page.getByRole('link', { name: tags.backToList }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tags\?page=2&sort=abbr$/);
  await expect(
    tagsTable(page).getByRole('rowheader', { name: firstRowName, exact: true }),
  ).toBeVisible();
});

test('at 390 px the tags list is cards that fit the screen, with every card’s actions in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.operator);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: shell.layout.toggleMenu, exact: true }).click();
  await sidebar(page).getByRole('link', { name: shell.sidebar.tags }).click();
  const cards = page.getByRole('list', { name: tags.list.caption }).locator('li[data-card]');
  await expect(cards.first()).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const button = cards.nth(index).getByRole('button', { name: actionsFor('') });
    const box = (await button.boundingBox())!;
    expect({ card: index, left: box.x >= 0, right: box.x + box.width <= 390 }).toEqual({
      card: index,
      left: true,
      right: true,
    });
  }
  await expect(cards.first().getByRole('button', { name: actionsFor('') })).toBeInViewport({
    ratio: 1,
  });
});
