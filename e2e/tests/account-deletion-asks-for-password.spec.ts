import common from '../../packages/i18n/src/resources/pl.json';
import account from '../../remotes/account/src/i18n/pl.json';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { identityEmulatorOnly } from '../support/deployment';
import { listUsers, signedInAgo } from '../support/identity';
import { createOwnUser } from '../support/own-users';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

// Deleting an account cannot be taken back, so the API wants a sign-in of the last five minutes
// (the token's auth_time against its own clock) and the panel asks for the password when the
// sign-in is older. A user of the suite's own: a demo account other specs rely on stays.
test('deleting an account with an old sign-in asks for the password first', async ({ page }) => {
  identityEmulatorOnly('it moves the sign-in time the emulator puts in its tokens');
  const user = await createOwnUser('deletion');

  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/account\/register$/);
  // Ten minutes pass between typing the password and finishing the registration: the token the
  // panel fetches once registered (as the browser's hourly refresh would) carries that sign-in.
  await signedInAgo(user.uid, 10 * 60_000);
  const { completeRegistration: form } = shell;
  await page.getByLabel(form.firstName, { exact: true }).fill('Dorota');
  await page.getByLabel(form.lastName, { exact: true }).fill('Doświadczalna');
  await page.getByText(form.acceptTerms).click();
  await page.getByRole('button', { name: form.submit }).click();
  await expect(page).toHaveURL(/\/account\/invitations$/);

  await page.getByRole('button', { name: account.deletion.button }).click();
  await page.getByRole('button', { name: account.deletion.continue }).click();
  await page.getByRole('button', { name: account.deletion.confirm }).click();

  const prompt = page.getByRole('alertdialog', { name: shell.signInAgain.title });
  await expect(prompt).toBeVisible();
  const password = prompt.getByLabel(shell.signInAgain.password);
  await password.fill(`${user.password}-not`);
  await prompt.getByRole('button', { name: shell.signInAgain.confirm }).click();
  await expect(prompt.getByText(common.errors.identity.wrongPassword)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/invitations$/);

  await password.fill(user.password);
  await prompt.getByRole('button', { name: shell.signInAgain.confirm }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText(common.messages.accountDeleted)).toBeVisible();
  expect((await listUsers()).map(({ email }) => email)).not.toContain(user.email);

  // Signed out for good: the panel's pages lead to the login page.
  await page.goto('/account/invitations');
  await expect(page).toHaveURL(/\/auth\/login/);
});
