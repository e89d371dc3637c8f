import { expect, test, type Browser, type Page } from '../support/test';
import common from '../../packages/i18n/src/resources/pl.json';
import account from '../../remotes/account/src/i18n/pl.json';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { addMember, idTokenOf, organizationOf } from '../support/api';
import { localStackOnly } from '../support/deployment';
import { invitationLinkFor } from '../support/outbox';
import {
  demo,
  demoPassword,
  signIn,
  signInAsOperator,
  verifyEmailByLink,
} from '../support/session';

localStackOnly(
  'it follows invitation links from the .eml files the API writes to its outbox folder',
);

// Two people's whole ways through sign-up, verification and registration.
test.describe.configure({ timeout: 120_000 });

const DEMO_ORGANIZATION = 'Hospicjum Demo';
const password = 'nowe-haslo-1';

/** An address nobody has used in this run. */
const freshEmail = (name: string) => `${name}.${Date.now()}@care.test`;

const sidebar = (page: Page) => page.getByRole('navigation', { name: shell.sidebar.label });
const invitationCard = (page: Page) => page.getByRole('article', { name: DEMO_ORGANIZATION });

/** The operator, in a browser of their own, invites `email` to the demo organization. */
async function operatorInvites(
  browser: Browser,
  email: string,
  roles: ('OPERATOR' | 'BENEFICIARY' | 'ASSISTANT')[],
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsOperator(page);
  await expect(sidebar(page).getByText(DEMO_ORGANIZATION)).toBeVisible();
  const token = await idTokenOf(demo.operator, demoPassword);
  const organization = await organizationOf(token, DEMO_ORGANIZATION);
  for (const role of roles) {
    await addMember(token, organization.id, {
      accountOwnerType: 'OWN_ACCOUNT',
      role,
      firstName: 'Nowa',
      lastName: 'Osoba',
      accountEmail: email,
      isSuperOperator: false,
      tags: [],
    });
  }
  await context.close();
  return organization;
}

/**
 * The invitee follows the e-mail's link: the sign-up page has their address, they choose a
 * password, verify the address by the emulator's link and complete the registration.
 */
async function signUpFromInvitation(page: Page, email: string) {
  const link = await invitationLinkFor(email);
  expect(new URL(link).pathname).toBe('/auth/register');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByLabel(shell.register.email, { exact: true })).toHaveValue(email);
  await page.getByLabel(shell.register.password, { exact: true }).fill(password);
  await page.getByLabel(shell.register.confirmPassword, { exact: true }).fill(password);
  await page.getByRole('button', { name: shell.register.submit }).click();
  await expect(page).toHaveURL(/\/account\/email-verification$/);

  await verifyEmailByLink(email);
  // The page may notice the verification by itself; the button asks at once.
  await expect(async () => {
    if (!page.url().endsWith('/account/register')) {
      await page
        .getByRole('button', { name: shell.emailVerification.check })
        .click({ timeout: 2_000 });
    }
    await expect(page).toHaveURL(/\/account\/register$/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByLabel(shell.completeRegistration.firstName, { exact: true }).fill('Nowa');
  await page.getByLabel(shell.completeRegistration.lastName, { exact: true }).fill('Osoba');
  await page.getByText(shell.completeRegistration.acceptTerms).click();
  await page.getByRole('button', { name: shell.completeRegistration.submit }).click();
  await expect(page).toHaveURL(/\/account\/invitations$/);
}

test('an invited operator signs up from the e-mail, accepts, and the panel opens with the organization', async ({
  browser,
  page,
}) => {
  const email = freshEmail('operatorka');
  const organization = await operatorInvites(browser, email, ['OPERATOR']);

  await signUpFromInvitation(page, email);
  const card = invitationCard(page);
  await expect(card).toBeVisible();
  await expect(
    card.getByText(`${common.role.OPERATOR} · ${account.ownerTypes.OWN_ACCOUNT}`),
  ).toBeVisible();
  // The profile link carries the pending invitation.
  await expect(
    page.getByRole('banner').getByRole('link', { name: /oczekujące zaproszenia: 1/ }),
  ).toBeVisible();
  await expect(sidebar(page).getByText(DEMO_ORGANIZATION)).toHaveCount(0);

  await card.getByRole('button', { name: account.invitations.accept }).click();
  await expect(page.getByText(common.messages.invitationAccepted)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/organization/${organization.id}$`));
  await expect(sidebar(page).getByText(DEMO_ORGANIZATION)).toBeVisible();
  // Answered: the badge is gone.
  await expect(
    page.getByRole('banner').getByRole('link', { name: shell.layout.profile, exact: true }),
  ).toBeVisible();

  // The password changed from the profile is the one that signs in from then on.
  await page.goto('/profile/security');
  await page.getByLabel(account.security.currentPassword, { exact: true }).fill(password);
  await page.getByLabel(account.security.newPassword, { exact: true }).fill('inne-haslo-2');
  await page.getByLabel(account.security.confirmPassword, { exact: true }).fill('inne-haslo-2');
  await page.getByRole('button', { name: account.security.change }).click();
  await expect(page.getByText(common.messages.passwordChanged)).toBeVisible();

  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await signIn(again, email, password);
  await expect(again.getByText(common.errors.identity.invalidCredentials)).toBeVisible();
  await signIn(again, email, 'inne-haslo-2');
  await expect(sidebar(again).getByText(DEMO_ORGANIZATION)).toBeVisible();
  await fresh.close();
});

test('an invitee rejects one invitation and stays with no role, then accepts as a beneficiary and goes to /mobile', async ({
  browser,
  page,
}) => {
  const email = freshEmail('podopieczna');
  await operatorInvites(browser, email, ['ASSISTANT', 'BENEFICIARY']);
  await signUpFromInvitation(page, email);

  const assistantCard = page
    .getByRole('article', { name: DEMO_ORGANIZATION })
    .filter({ hasText: common.role.ASSISTANT });
  await assistantCard.getByRole('button', { name: account.invitations.reject }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: account.invitations.reject }).click();
  await expect(page.getByText(common.messages.invitationRejected)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/invitations$/);
  await expect(assistantCard).toHaveCount(0);
  // Still no role: sign-out and deletion are offered.
  await expect(page.getByRole('heading', { name: account.noRole.title })).toBeVisible();

  await page.getByRole('button', { name: common.status.invitation.REJECTED }).click();
  await expect(assistantCard).toBeVisible();
  await page.getByRole('button', { name: common.status.invitation.PENDING }).click();

  await invitationCard(page).getByRole('button', { name: account.invitations.accept }).click();
  await expect(page).toHaveURL(/\/mobile$/);
  await expect(page.getByRole('heading', { name: shell.mobile.title })).toBeVisible();
});

test('settings change the layout at once and keep it after a reload', async ({ page }) => {
  await signInAsOperator(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: account.settings.title, level: 1 })).toBeVisible();

  const main = page.getByRole('main');
  for (const choice of [
    common.layoutSettings.menuMode.overlay,
    common.layoutSettings.scale.option['16'],
    common.layoutSettings.theme.dark,
    common.layoutSettings.inputStyle.filled,
  ]) {
    await main.getByText(choice, { exact: true }).click();
  }
  const html = page.locator('html');
  await expect(html).toHaveCSS('font-size', '16px');
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveAttribute('data-input-style', 'filled');
  // Overlay: the sidebar is no longer a column beside the page.
  await expect(sidebar(page)).toHaveCount(0);

  await page.reload();
  await expect(
    page.getByRole('radio', { name: common.layoutSettings.scale.option['16'] }),
  ).toBeChecked();
  await expect(html).toHaveCSS('font-size', '16px');
  await expect(html).toHaveClass(/dark/);
  await expect(
    page.getByRole('radio', { name: common.layoutSettings.menuMode.overlay }),
  ).toBeChecked();
  await expect(sidebar(page)).toHaveCount(0);
});
