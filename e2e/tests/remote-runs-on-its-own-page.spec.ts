import { expect, test } from '../support/test';
import { pl as hostKit } from '../../packages/host-kit/src/i18n/pl';
import tags from '../../remotes/tags/src/i18n/pl.json';
import { demo, demoPassword } from '../support/session';
import { currentEndpoints } from '../support/deployment';

// In the panel a remote runs on the shell's federation runtime; its own page has no shell, so
// its build writes the runtime beside it. Without that file the page would never start.
test('a remote runs on its own page, without the shell, and shows its data', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));

  await page.goto(`${currentEndpoints().remoteOrigins.tags}/`);
  await page.getByLabel(hostKit.signIn.email).fill(demo.operator);
  await page.getByLabel(hostKit.signIn.password, { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: hostKit.signIn.submit }).click();
  await page.getByRole('link', { name: 'Hospicjum Demo' }).click();

  await expect(page.getByRole('heading', { name: tags.title })).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  expect(errors).toEqual([]);
});
