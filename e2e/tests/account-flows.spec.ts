import { expect, test, type Page } from '../support/test';
import common from '../../packages/i18n/src/resources/pl.json';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { identityEmulatorOnly } from '../support/deployment';
import { serveGoogleApiStandIn } from '../support/google-api-stand-in';
import { ownEmail } from '../support/own-users';
import {
  demo,
  emailsSentTo,
  signIn,
  signInAsOperator,
  verifyEmailByLink,
} from '../support/session';

/** An address nobody has used, removed with the run's other users when it ends. */
const freshEmail = ownEmail;

async function completeRegistration(page: Page, firstName: string, lastName: string) {
  const { completeRegistration: form } = shell;
  await page.getByLabel(form.firstName, { exact: true }).fill(firstName);
  await page.getByLabel(form.lastName, { exact: true }).fill(lastName);
  await page.getByText(form.acceptTerms).click();
  await page.getByRole('button', { name: form.submit }).click();
}

test.describe('the guard takes each demo account where it belongs', () => {
  test('an unverified address to the email verification page', async ({ page }) => {
    await signIn(page, demo.unverified);
    await expect(page).toHaveURL(/\/account\/email-verification$/);
    await expect(page.getByRole('heading', { name: shell.emailVerification.title })).toBeVisible();
    await expect(page.getByText(demo.unverified)).toBeVisible();
  });

  test('a verified user not registered in the panel to complete the registration', async ({
    page,
  }) => {
    await signIn(page, demo.unregistered);
    await expect(page).toHaveURL(/\/account\/register$/);
    await expect(
      page.getByRole('heading', { name: shell.completeRegistration.title }),
    ).toBeVisible();
  });

  test('a registered user with no role to the invitations', async ({ page }) => {
    await signIn(page, demo.invited);
    await expect(page).toHaveURL(/\/account\/invitations$/);
  });

  for (const account of [demo.beneficiary, demo.assistant]) {
    test(`a mobile-app user (${account}) to access denied, which leads to the mobile page`, async ({
      page,
    }) => {
      await signIn(page, account);
      await expect(page).toHaveURL(/\/auth\/access-denied$/);
      await expect(page.getByText(shell.accessDenied.body)).toBeVisible();
      await expect(page.getByText(shell.accessDenied.mobileBody)).toBeVisible();

      await page.getByRole('link', { name: shell.accessDenied.openMobile }).click();
      await expect(page).toHaveURL(/\/mobile$/);
      await expect(page.getByRole('heading', { name: shell.mobile.title })).toBeVisible();
    });
  }

  test('an operator to the dashboard; the finished flow pages are closed to them', async ({
    page,
  }) => {
    await signInAsOperator(page);
    await expect(page).toHaveURL(/\/$/);

    for (const closed of ['/account/register', '/account/email-verification']) {
      await page.goto(closed);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
    }
  });
});

test('a new user signs up, verifies the address by the e-mailed link, registers and lands on the invitations', async ({
  page,
}) => {
  identityEmulatorOnly('it reads the verification e-mail from the emulator');
  const email = freshEmail('nowa');
  await page.goto('/auth/login');
  await page.getByRole('link', { name: shell.login.register }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);

  await page.getByLabel(shell.register.email, { exact: true }).fill(email);
  await page.getByLabel(shell.register.password, { exact: true }).fill('tajne1');
  await page.getByLabel(shell.register.confirmPassword, { exact: true }).fill('tajne2');
  await page.getByRole('button', { name: shell.register.submit }).click();
  await expect(page.getByText(common.validation.passwordsMismatch)).toBeVisible();

  await page.getByLabel(shell.register.confirmPassword, { exact: true }).fill('tajne1');
  await page.getByRole('button', { name: shell.register.submit }).click();

  await expect(page).toHaveURL(/\/account\/email-verification$/);
  await expect(page.getByRole('heading', { name: shell.emailVerification.title })).toBeVisible();
  // The e-mail has just been sent: another one waits for the cooldown.
  await expect(page.getByRole('button', { name: /Wyślij ponownie za \d+ s/ })).toBeDisabled();
  expect((await emailsSentTo(email)).map((sent) => sent.requestType)).toEqual(['VERIFY_EMAIL']);

  // Asking too early says so and stays.
  await page.getByRole('button', { name: shell.emailVerification.check }).click();
  await expect(page.getByText(shell.emailVerification.notVerifiedYet)).toBeVisible();

  await verifyEmailByLink(email);
  await page.getByRole('button', { name: shell.emailVerification.check }).click();
  await expect(page).toHaveURL(/\/account\/register$/);

  await page.getByRole('button', { name: shell.completeRegistration.submit }).click();
  for (const message of Object.values(shell.completeRegistration.errors)) {
    await expect(page.getByText(message)).toBeVisible();
  }

  await completeRegistration(page, 'Nina', 'Nowak');
  await expect(page).toHaveURL(/\/account\/invitations$/);

  // Registered now: the registration page is closed for good.
  await page.goto('/account/register');
  await expect(page).not.toHaveURL(/\/account\/register$/);
});

test('a password reset says the same for a known and an unknown address, and only the known one gets mail', async ({
  page,
}) => {
  identityEmulatorOnly('it reads the reset e-mails from the emulator');
  const unknown = freshEmail('nikt');
  for (const email of [demo.operator, unknown]) {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: shell.login.forgotPassword }).click();
    await page.getByLabel(shell.forgotPassword.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: shell.forgotPassword.submit }).click();
    await expect(
      page.getByText(shell.forgotPassword.sent.replace('{{email}}', email)),
    ).toBeVisible();
    await page.getByRole('link', { name: shell.forgotPassword.backToLogin }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  }
  expect((await emailsSentTo(demo.operator)).map((sent) => sent.requestType)).toContain(
    'PASSWORD_RESET',
  );
  expect(await emailsSentTo(unknown)).toEqual([]);
});

test('a visitor signs in with Google through the emulator widget, then registers', async ({
  page,
}) => {
  identityEmulatorOnly('Google sign-in goes through the emulator’s own widget');
  await serveGoogleApiStandIn(page);
  const email = freshEmail('google');
  await page.goto('/auth/login');

  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: shell.login.google }).click();
  const popup = await popupOpens;
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Gosia Google');
  await popup.locator('#sign-in').click();

  // Google vouches for the address, so the guard skips the verification.
  await expect(page).toHaveURL(/\/account\/register$/);
  await completeRegistration(page, 'Gosia', 'Google');
  await expect(page).toHaveURL(/\/account\/invitations$/);
});

test('closing the Google popup says nothing and keeps the login page', async ({ page }) => {
  identityEmulatorOnly('Google sign-in goes through the emulator’s own widget');
  await serveGoogleApiStandIn(page);
  await page.goto('/auth/login');

  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: shell.login.google }).click();
  await (await popupOpens).close();

  await expect(page.getByRole('button', { name: shell.login.google })).toBeEnabled({
    timeout: 15_000,
  });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth\/login$/);
});
