import common from '../../packages/i18n/src/resources/pl.json';
import exportWords from '../../packages/i18n/src/resources/exports/pl.json';
import { readFile } from 'node:fs/promises';
import { memberExportColumns } from '../../packages/contracts/src/member';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import members from '../../remotes/members/src/i18n/pl.json';
import { signInAsOperator } from '../support/session';
import { expect, test, type Page } from '../support/test';

async function openMembers(page: Page) {
  await signInAsOperator(page);
  await page
    .getByRole('navigation', { name: shell.sidebar.label })
    .getByRole('link', { name: shell.sidebar.members })
    .click();
  await expect(page).toHaveURL(/\/organization\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('table', { name: members.list.caption })).toBeVisible();
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: members.list.search });
const roleFilter = (page: Page) => page.getByRole('combobox', { name: members.list.filters.role });
const statusFilter = (page: Page) =>
  page.getByRole('combobox', { name: members.list.filters.status });

test('an operator searches and filters members, opens one, and Back restores the list', async ({
  page,
}) => {
  await openMembers(page);

  // Without Polish letters, and the search still finds "Wiśniewska".
  await searchBox(page).fill('wisniewska');
  await expect(page.getByRole('rowheader', { name: 'Maria Wiśniewska' })).toBeVisible();
  await roleFilter(page).selectOption({ label: common.role.BENEFICIARY });
  await statusFilter(page).selectOption({ label: common.status.member.ACCEPTED });
  await expect(page).toHaveURL(/search=wisniewska&role=BENEFICIARY&status=ACCEPTED$/);
  const rows = page.getByRole('table', { name: members.list.caption }).getByRole('rowheader');
  await expect(rows).toHaveText(['Maria Wiśniewska']);

  await page.getByRole('link', { name: 'Maria Wiśniewska' }).click();
  await expect(page.getByRole('heading', { name: 'Maria Wiśniewska', level: 1 })).toBeVisible();

  await page.goBack();
  await expect(searchBox(page)).toHaveValue('wisniewska');
  await expect(roleFilter(page)).toHaveValue('BENEFICIARY');
  await expect(statusFilter(page)).toHaveValue('ACCEPTED');
  await expect(rows).toHaveText(['Maria Wiśniewska']);

  // Each step back undoes one change of the list.
  await page.goBack();
  await expect(statusFilter(page)).toHaveValue('');
  await expect(roleFilter(page)).toHaveValue('BENEFICIARY');
  await page.goBack();
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('');
  await expect(roleFilter(page)).toHaveValue('');
});

test('an operator exports the filtered members and opens the file', async ({ page }) => {
  await openMembers(page);
  await roleFilter(page).selectOption({ label: common.role.ASSISTANT });
  await expect(page).toHaveURL(/role=ASSISTANT$/);
  // No wait for the table to show the filter: the export follows the address the filter wrote,
  // even while the router still renders it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: members.export.action }).click(),
  ]);

  expect(download.suggestedFilename()).toMatch(/^czlonkowie-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  // A byte-order mark, so a spreadsheet reads the Polish letters as UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // Written for a Polish spreadsheet: headers and values in the panel's words, “;” between cells.
  const [header, ...lines] = bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
  const columns = exportWords.members;
  // Every column of the export in its order, the person's card among them.
  expect(header).toBe(memberExportColumns.map((column) => columns[column]).join(';'));
  expect(header).toContain(`${columns.postalCode};${columns.city}`);
  expect(lines.length).toBeGreaterThanOrEqual(10);
  for (const line of lines) expect(line.split(';')[3]).toBe(common.role.ASSISTANT);
});
