import { devices, expect, test } from '../support/test';
import common from '../../packages/i18n/src/resources/pl.json';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { demo, signIn, signInAsOperator } from '../support/session';

test('a signed-out visitor is sent to the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: shell.login.title })).toBeVisible();
});

test('a wrong password says the credentials are invalid', async ({ page }) => {
  await signIn(page, demo.operator, 'not-the-password');
  await expect(page.getByText(common.errors.identity.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an operator lands on the dashboard with their organization in the sidebar', async ({
  page,
}) => {
  await signInAsOperator(page);
  await expect(page).toHaveURL(/\/$/);
  const sidebar = page.getByRole('navigation', { name: shell.sidebar.label });
  await expect(sidebar.getByText('Hospicjum Demo')).toBeVisible();
  for (const entry of ['members', 'orders', 'tags', 'documents', 'outposts'] as const) {
    await expect(sidebar.getByRole('link', { name: shell.sidebar[entry] })).toHaveAttribute(
      'href',
      new RegExp(`^/organization/[0-9a-f-]{36}${entry === 'members' ? '' : `/${entry}`}$`),
    );
  }
  await expect(sidebar.getByText('Hospicjum Południe')).toHaveCount(0);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: shell.notFound.title })).toBeVisible();
});

test.describe('on a phone', () => {
  // The identity SDK readies its popups at start on mobile browsers and Safari only.
  test.use({ userAgent: devices['Pixel 7'].userAgent });

  test('the panel knows its session without fetching Google’s popup script', async ({ page }) => {
    const googleScripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'apis.google.com') googleScripts.push(request.url());
    });

    await signInAsOperator(page);
    await page.reload();
    await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();

    // Only a Google or Apple sign-in needs that script; loading it held the session back.
    expect(googleScripts).toEqual([]);
  });
});
