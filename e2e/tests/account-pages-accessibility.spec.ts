import { expect, test } from '../support/test';
import account from '../../remotes/account/src/i18n/pl.json';
import { demo, signIn, signInAsOperator } from '../support/session';
import { seriousViolations } from '../support/accessibility';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the operator's profile, security and settings pages in the ${colorScheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signInAsOperator(page);
    for (const [path, heading] of [
      ['/profile', account.profile.title],
      ['/profile/security', account.profile.title],
      ['/profile/invitations', account.profile.title],
      ['/settings', account.settings.title],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/Wczytywanie/)).toHaveCount(0);
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
  });
}

test('the invitations page of an account with no role, with its deletion dialog', async ({
  page,
}) => {
  await signIn(page, demo.invited);
  await expect(page).toHaveURL(/\/account\/invitations$/);
  await expect(page.getByRole('heading', { name: account.noRole.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: account.deletion.button }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Only looked at: the demo account stays.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
