import { expect, test, type Page } from '../support/test';
import { en as shellEn } from '../../hosts/shell/src/app/i18n/en';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { pl as hostKit } from '../../packages/host-kit/src/i18n/pl';
import { PAGE_READY_EVENT } from '../../hosts/shell/src/sign-in/prerendered-page';
import { demo, demoPassword, signInAsOperator } from '../support/session';

// The sign-in pages paint from the HTML the build rendered; their bundle starts
// on the visitor's first move and takes the page over (PAGE_READY_EVENT).

/** Records when the bundle took the page over, and every error a sign-in page logs. */
async function watchTakeOver(page: Page) {
  const errors: string[] = [];
  const onSignInPage = () => new URL(page.url()).pathname.startsWith('/auth/');
  page.on('console', (message) => {
    if (message.type() === 'error' && onSignInPage()) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (onSignInPage()) errors.push(error.message);
  });
  await page.addInitScript((event) => {
    document.addEventListener(event, () =>
      document.documentElement.setAttribute('data-taken-over', ''),
    );
  }, PAGE_READY_EVENT);
  return errors;
}

const takenOver = (page: Page) => page.locator('html[data-taken-over]');

/** Holds the bundle's scripts back, so the test acts on the page before it is taken over. */
async function delayBundle(page: Page, ms: number) {
  await page.route(/\/sign-in\/main\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('the login page is usable before its bundle runs, and nothing typed is lost', async ({
  page,
}) => {
  const errors = await watchTakeOver(page);
  await delayBundle(page, 1500);
  await page.goto('/auth/login');

  await expect(page.getByRole('heading', { name: shell.login.title })).toBeVisible();
  await expect(takenOver(page)).toHaveCount(0);

  await page.getByLabel(hostKit.signIn.email).fill(demo.operator);
  await page.getByLabel(hostKit.signIn.password, { exact: true }).fill(demoPassword);
  await page.getByLabel(hostKit.signIn.password, { exact: true }).press('Enter');
  // The submit was held, not sent as a plain form with the password in the address.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(takenOver(page)).toHaveCount(0);

  await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible({
    timeout: 20_000,
  });
  expect(errors).toEqual([]);
});

test('keys pressed while the bundle takes the page over all reach the form', async ({ page }) => {
  const errors = await watchTakeOver(page);
  await delayBundle(page, 200);
  await page.goto('/auth/login');

  // ~40 ms a key: the bundle arrives and hydrates somewhere inside the address.
  await page.getByLabel(hostKit.signIn.email).pressSequentially(demo.operator, { delay: 40 });
  await expect(takenOver(page)).toHaveCount(1);
  await page.getByLabel(hostKit.signIn.password, { exact: true }).pressSequentially(demoPassword);
  await page.getByRole('button', { name: hostKit.signIn.submit }).click();

  await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a page opened in English and in dark mode shows both before any script runs', async ({
  page,
}) => {
  const errors = await watchTakeOver(page);
  await page.addInitScript(() => {
    localStorage.setItem('locale', 'en-US');
    localStorage.setItem('colorMode', 'dark');
  });
  await page.goto('/auth/register');

  await expect(page.getByRole('heading', { name: shellEn.register.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(takenOver(page)).toHaveCount(0);

  await page.getByLabel(shellEn.register.email).focus();
  await expect(takenOver(page)).toHaveCount(1);
  await page.getByRole('link', { name: shellEn.register.signIn }).click();
  await expect(page.getByRole('heading', { name: shellEn.login.title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in operator who opens the login page is sent on without a move', async ({
  page,
}) => {
  await signInAsOperator(page);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
});

test('a visitor nobody is signed in for at / is sent to the login page before any of the panel loads', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The panel's styles never arrive: the visitor, who needs none of them, must not wait for them.
  const panelStyles = '**/design-system.*.css';
  await page.route(panelStyles, () => undefined);
  await page.goto('/');

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: shell.login.title })).toBeVisible();
  // The login page's own bundle waits for the visitor's first move; the panel's never started.
  expect(scripts).toEqual([]);
  await page.unroute(panelStyles);

  await page.getByLabel(hostKit.signIn.email).fill(demo.operator);
  await page.getByLabel(hostKit.signIn.password, { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: hostKit.signIn.submit }).click();
  await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
  // Signed in now, the start page opens the panel.
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
