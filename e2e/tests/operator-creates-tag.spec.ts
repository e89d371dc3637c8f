import { expect, test } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import tags from '../../remotes/tags/src/i18n/pl.json';
import { signInAsOperator } from '../support/session';

test('an operator creates a tag and finds it again after a reload', async ({ page }) => {
  const name = `Opieka nocna ${Date.now().toString(36)}`;
  await signInAsOperator(page);
  await page
    .getByRole('navigation', { name: shell.sidebar.label })
    .getByRole('link', { name: shell.sidebar.tags })
    .click();
  await expect(page).toHaveURL(/\/organization\/[0-9a-f-]{36}\/tags$/);

  await page.getByRole('link', { name: tags.list.create }).click();
  await page.getByLabel(tags.form.name).fill(name);
  await page.getByLabel(tags.form.abbr).fill('NOC');
  await page.getByLabel(tags.form.description).fill('Wizyty po 22:00');
  await page.getByRole('radio', { name: 'Serce' }).check({ force: true });
  await page.getByRole('button', { name: tags.form.create }).click();

  await expect(page.getByText(tags.messages.created)).toBeVisible();
  await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();
});
