import { expect, test } from '../support/test';
import common from '../../packages/i18n/src/resources/pl.json';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { pl as hostKit } from '../../packages/host-kit/src/i18n/pl';
import { demo, demoPassword } from '../support/session';
import { currentStack } from '../support/stack';

test('with the identity service unreachable, sign-in says so in Polish and keeps the typed e-mail', async ({
  page,
}) => {
  // The identity service (here the Auth emulator) is a boundary the panel does not own: every
  // request the page makes to it fails as a refused connection would.
  const identityPort = String(currentStack().ports.auth);
  const refused: string[] = [];
  const unreachable = (url: URL) => url.port === identityPort;
  await page.route(unreachable, async (route) => {
    refused.push(route.request().url());
    await route.abort('connectionrefused');
  });

  await page.goto('/auth/login');
  await page.getByLabel(hostKit.signIn.email).fill(demo.operator);
  await page.getByLabel(hostKit.signIn.password, { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: hostKit.signIn.submit }).click();

  await expect(page.getByText(common.errors.identity.network)).toBeVisible();
  expect(refused.some((url) => url.includes('accounts:signInWithPassword'))).toBe(true);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByLabel(hostKit.signIn.email)).toHaveValue(demo.operator);

  // The service is back: the same form, as it was left, signs in.
  await page.unroute(unreachable);
  await page.getByLabel(hostKit.signIn.password, { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: hostKit.signIn.submit }).click();
  await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
});
