import { expect, test, type Page } from '../support/test';
import { dashboardFiguresEn as en } from '../../hosts/shell/src/features/dashboard/i18n/en';
import { dashboardFiguresPl as pl } from '../../hosts/shell/src/features/dashboard/i18n/pl';
import { idTokenOf } from '../support/api';
import { currentEndpoints } from '../support/deployment';
import { demo, demoPassword, signInAsOperator } from '../support/session';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The operator's ID token, to ask the API as the panel would. */
const operatorToken = () => idTokenOf(demo.operator, demoPassword);

/** The demo organization's section of the dashboard and its id, read off its link. */
async function demoSection(page: Page) {
  const section = page.getByRole('region', { name: 'Hospicjum Demo', exact: true });
  const href = await section.getByRole('link', { name: 'Hospicjum Demo' }).getAttribute('href');
  const organizationId = new RegExp(`/organization/(${uuid})`).exec(href ?? '')?.[1];
  if (!organizationId) throw new Error(`No organization id in ${href}`);
  return { section, organizationId };
}

/** The chart's marks and the screen reader table, day by day. */
async function chartAndTable(page: Page) {
  // The chart is drawn once its place comes on screen: scrolled to, as a reader would.
  await page.locator('tr[data-day]').first().scrollIntoViewIfNeeded();
  const marks = page.locator('[data-chart="orders-per-day"] rect[data-day]');
  await expect(marks).toHaveCount(30);
  const chart = await marks.evaluateAll((rects) =>
    rects.map((rect) => [rect.getAttribute('data-day'), Number(rect.getAttribute('data-count'))]),
  );
  const table = await page
    .locator('tr[data-day]')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.getAttribute('data-day'),
        Number(row.querySelectorAll('td')[1]?.textContent),
      ]),
    );
  return { chart, table };
}

test('an operator’s dashboard shows the figures and a chart whose 30 days match the table and the orders', async ({
  page,
}) => {
  await signInAsOperator(page);
  const { section, organizationId } = await demoSection(page);
  const byRole = section.getByRole('group', { name: `${pl.members.title}: ${pl.members.byRole}` });
  await expect(byRole).toBeVisible();
  await expect(
    section.getByRole('group', { name: `${pl.orders.title}: ${pl.orders.byStatus}` }),
  ).toBeVisible();
  await expect(section.getByRole('group', { name: pl.invitations.title })).toBeVisible();
  await expect(
    page.getByRole('table', { name: fill(pl.perDay.tableCaption, { count: 30 }) }),
  ).toHaveCount(1);

  const { chart, table } = await chartAndTable(page);
  expect(chart).toEqual(table);
  expect(table.reduce((sum, [, count]) => sum + Number(count), 0)).toBeGreaterThan(0);

  // The busiest day of the chart has as many orders as the orders list finds created that day.
  const [busiestDay, busiestCount] = [...table].sort((a, b) => Number(b[1]) - Number(a[1]))[0]!;
  const response = await fetch(
    `${currentEndpoints().apiUrl}/operator/organization/${organizationId}/order?createdFrom=${busiestDay}&createdTo=${busiestDay}&limit=1`,
    { headers: { authorization: `Bearer ${await operatorToken()}` } },
  );
  expect(response.status).toBe(200);
  const { pagination } = (await response.json()) as { pagination: { total: number } };
  expect(pagination.total).toBe(busiestCount);

  // The demo organization has NEW orders: the one waiting longest opens its details.
  await section.getByRole('region', { name: pl.waiting.title }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/organization/${organizationId}/orders/${uuid}$`));
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the dashboard reads in English in the ${colorScheme} theme, its chart drawn`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signInAsOperator(page);
    // The language kept from an earlier visit, as the layout's language switch keeps it.
    await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
    await page.reload();
    const { section } = await demoSection(page);
    await expect(
      section.getByRole('group', { name: `${en.members.title}: ${en.members.byRole}` }),
    ).toBeVisible();
    await expect(section.getByText(en.members.roles.BENEFICIARY)).toBeVisible();
    await expect(
      section.getByRole('heading', { name: fill(en.perDay.title, { count: 30 }) }),
    ).toBeVisible();
    const { chart, table } = await chartAndTable(page);
    expect(chart).toEqual(table);
    // The bars take the theme's colour: a light one on the dark page, a dark one on the light.
    const barFill = await page
      .locator('[data-chart="orders-per-day"] rect[data-day]')
      .first()
      .evaluate((rect) => getComputedStyle(rect).fill);
    const [r = 0, g = 0, b = 0] = (barFill.match(/\d+/g) ?? []).map(Number);
    const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    if (colorScheme === 'dark') expect(luminance).toBeGreaterThan(0.45);
    else expect(luminance).toBeLessThan(0.45);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  });
}
