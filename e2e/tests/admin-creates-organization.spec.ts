import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import common from '../../packages/i18n/src/resources/pl.json';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import admin from '../../remotes/admin/src/i18n/pl.json';
import { localStackOnly } from '../support/deployment';
import { signIn, signInAsOperator, verifyEmailByLink } from '../support/session';
import { currentStack } from '../support/stack';

localStackOnly('it reads the invitation from the .eml files the API writes to its outbox folder');

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** The `.eml` files the API wrote for this address, waiting a while for the mail job. */
async function invitationEmailsTo(email: string): Promise<string[]> {
  const { outboxDir } = currentStack();
  if (!outboxDir) throw new Error('The stack writes no outbox');
  let files: string[] = [];
  await expect
    .poll(
      async () => {
        const names = await readdir(outboxDir).catch(() => [] as string[]);
        files = names.filter((name) => name.endsWith('.eml') && name.includes(email));
        return files.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return Promise.all(files.map((name) => readFile(join(outboxDir, name), 'utf8')));
}

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/auth/register');
  await page.getByLabel(shell.register.email, { exact: true }).fill(email);
  await page.getByLabel(shell.register.password, { exact: true }).fill(password);
  await page.getByLabel(shell.register.confirmPassword, { exact: true }).fill(password);
  await page.getByRole('button', { name: shell.register.submit }).click();
  await expect(page).toHaveURL(/\/account\/email-verification$/);
  await verifyEmailByLink(email);
  // The page may notice the verification by itself; else the user says it is done.
  await expect(async () => {
    if (/email-verification$/.test(page.url()))
      await page
        .getByRole('button', { name: shell.emailVerification.check })
        .click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/account\/register$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const { completeRegistration: form } = shell;
  await page.getByLabel(form.firstName, { exact: true }).fill('Olga');
  await page.getByLabel(form.lastName, { exact: true }).fill('Operatorska');
  await page.getByText(form.acceptTerms).click();
  await page.getByRole('button', { name: form.submit }).click();
}

test('an admin creates an organization, and its invited operator finds the invitation after signing up', async ({
  page,
  browser,
}) => {
  // Two people's sessions one after the other: the admin's, then the invitee's sign-up.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `Hospicjum Północ ${stamp}`;
  const operatorEmail = `olga.${stamp}@care.test`;

  await signIn(page, 'admin@care.test');
  const nav = page.getByRole('navigation', { name: shell.sidebar.label });
  await nav.getByRole('link', { name: shell.sidebar.organizations }).click();
  await expect(page).toHaveURL(/\/admin\/organizations$/);
  await expect(page.getByRole('heading', { level: 1, name: admin.title })).toBeVisible();

  await page.getByRole('link', { name: admin.list.create }).click();
  await page.getByLabel(admin.form.name).fill(name);
  await page.getByLabel(admin.form.operatorFirstName).fill('Olga');
  await page.getByLabel(admin.form.operatorLastName).fill('Operatorska');
  await page.getByLabel(admin.form.operatorEmail).fill(operatorEmail);
  await page.getByRole('button', { name: admin.form.create }).click();

  await expect(page.getByText(admin.messages.created)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/organizations$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  // The operator is its one member so far: a PENDING invitation.
  await expect(row.getByRole('cell').filter({ hasText: /^1$/ })).toHaveCount(1);

  // The list's search finds it, and the URL keeps the search.
  await page.getByRole('searchbox', { name: admin.list.search }).fill(stamp);
  await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
  await expect(page.getByRole('row')).toHaveCount(2);

  const [email] = await invitationEmailsTo(operatorEmail);
  expect(email).toContain(`To: Olga Operatorska <${operatorEmail}>`);

  // The invited operator signs up with that address and sees the invitation waiting.
  const invitee = await browser.newPage({ baseURL: currentStack().url, locale: 'pl-PL' });
  await signUp(invitee, operatorEmail, 'tajne1');
  await expect(invitee).toHaveURL(/\/account\/invitations$/);
  await expect(
    invitee.getByRole('link', {
      name: `${shell.layout.profile}, ${fill(shell.notifications.pendingInvitations, { count: 1 })}`,
    }),
  ).toBeVisible();
  await invitee.close();

  // Renamed, then deleted behind its confirmation.
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('menuitem', { name: admin.list.renameAction }).click();
  const dialog = page.getByRole('dialog', { name: admin.rename.title });
  await dialog.getByLabel(admin.form.name).fill(`${name} Centrum`);
  await dialog.getByRole('button', { name: common.actions.save }).click();
  await expect(page.getByText(admin.messages.renamed)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `${name} Centrum` })).toBeVisible();

  await page.getByRole('button', { name: new RegExp(`${name} Centrum`) }).click();
  await page.getByRole('menuitem', { name: admin.list.deleteAction }).click();
  const confirm = page.getByRole('alertdialog', { name: common.confirmations.deleteOrganization });
  // Nothing is deleted until the organization's name is typed.
  await expect(confirm.getByRole('button', { name: admin.delete.confirm })).toBeDisabled();
  await confirm.getByLabel(admin.delete.typeName).fill(`${name} Centrum`);
  await confirm.getByRole('button', { name: admin.delete.confirm }).click();
  await expect(page.getByText(admin.messages.deleted)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `${name} Centrum` })).toHaveCount(0);
});

test('/admin opens the organizations, an unknown admin page is not available', async ({ page }) => {
  await signIn(page, 'admin@care.test');
  await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/organizations$/);
  await page.goto('/admin/no-such-page');
  await expect(page.getByText(common.states.notAvailable)).toBeVisible();
});

test('an operator has no admin entry and is told the admin area is not theirs', async ({
  page,
}) => {
  await signInAsOperator(page);
  const nav = page.getByRole('navigation', { name: shell.sidebar.label });
  await expect(nav.getByText(shell.sidebar.admin)).toHaveCount(0);
  await page.goto('/admin/organizations');
  await expect(page.getByText(common.states.accessDenied)).toBeVisible();
  // Inside the layout: the menu is still there.
  await expect(nav).toBeVisible();
});
