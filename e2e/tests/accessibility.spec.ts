import { expect, test } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { demo, signIn, signInAsOperator } from '../support/session';
import { seriousViolations } from '../support/accessibility';

const publicPages = [
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/access-denied',
  '/404',
  '/error',
];

for (const path of publicPages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the signed-in dashboard in the ${colorScheme} theme has no serious or critical violation`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signInAsOperator(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: shell.layoutSettings.open }).click();
    await expect(page.getByRole('dialog', { name: shell.layoutSettings.title })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the admin organizations list and form in the ${colorScheme} theme have no serious or critical violation`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signIn(page, 'admin@care.test');
    await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
    await page.goto('/admin/organizations');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/admin/organizations/new');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the dashboard's figures and chart in the ${colorScheme} theme have no serious or critical violation`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signInAsOperator(page);
    // The chart is drawn once its place comes on screen: scrolled to, as a reader would.
    await page.locator('tr[data-day]').first().scrollIntoViewIfNeeded();
    await expect(
      page.locator('[data-chart="orders-per-day"] rect[data-day]').first(),
    ).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the sidebar over the page on a small screen has no serious or critical violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await signIn(page, demo.operator);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: shell.layout.toggleMenu, exact: true }).click();
  await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
