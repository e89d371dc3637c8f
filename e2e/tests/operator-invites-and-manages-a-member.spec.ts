import common from '../../packages/i18n/src/resources/pl.json';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import members from '../../remotes/members/src/i18n/pl.json';
import { signInAsOperator } from '../support/session';
import { expect, test, type Page } from '../support/test';

/** A string of the remote with its `{{placeholders}}` filled, as i18next does. */
const named = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

async function openMembers(page: Page) {
  await signInAsOperator(page);
  await page
    .getByRole('navigation', { name: shell.sidebar.label })
    .getByRole('link', { name: shell.sidebar.members })
    .click();
  await expect(page.getByRole('table', { name: members.list.caption })).toBeVisible();
}

async function openMember(page: Page, search: string, name: string) {
  await page.getByRole('searchbox', { name: members.list.search }).fill(search);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test('an operator invites a member, deactivates and reactivates them', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const email = `irena.${suffix}@example.org`;
  await openMembers(page);

  await page.getByRole('link', { name: members.list.add }).click();
  // A submit with nothing filled in asks for the required fields and sends nothing.
  await page.getByRole('button', { name: members.form.create }).click();
  await expect(page.getByText(common.validation.fillRequired)).toBeVisible();

  await page.getByLabel(members.form.firstName).fill('Irena');
  await page.getByLabel(members.form.lastName).fill(`Zaproszona ${suffix}`);
  await page.getByLabel(members.form.email).fill(email);
  await page.getByLabel(members.form.role).selectOption({ label: common.role.BENEFICIARY });
  await page.getByRole('button', { name: members.form.create }).click();
  await expect(page.getByText(named(members.messages.created, { email }))).toBeVisible();

  const name = `Irena Zaproszona ${suffix}`;
  await openMember(page, email, name);
  // The invitation and the membership are both pending, in one word.
  await expect(page.getByText(common.status.invitation.PENDING).first()).toBeVisible();

  await page.getByRole('button', { name: members.actions.deactivate }).click();
  const dialog = page.getByRole('alertdialog', { name: members.deactivate.title });
  await dialog.getByRole('button', { name: members.actions.deactivate }).click();
  await expect(page.getByText(members.messages.deactivated)).toBeVisible();
  await expect(page.getByText(common.status.member.DEACTIVATED).first()).toBeVisible();

  await page.getByRole('button', { name: members.actions.reactivate }).click();
  await expect(page.getByText(members.messages.reactivated)).toBeVisible();
  // Never accepted, so the invitation is open again.
  await expect(page.getByText(common.status.member.PENDING).first()).toBeVisible();
  const history = page.getByRole('region', { name: members.details.historyTitle });
  // The demo operator's profile says Pani, so the lines agree with her.
  const who = { who: 'Olga Operatorska' };
  const actions = members.history.actions;
  await expect(history.getByText(named(actions.deactivated_female, who))).toBeVisible();
  await expect(history.getByText(named(actions.reactivated_female, who))).toBeVisible();
});

test('an operator cannot delete themself and is told where to delete the account', async ({
  page,
}) => {
  await openMembers(page);
  await openMember(page, 'operator@care.test', 'Olga Operatorska');

  await page.getByRole('button', { name: members.actions.delete }).click();

  await expect(page.getByText(common.messages.cannotRemoveSelf)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Olga Operatorska', level: 1 })).toBeVisible();
});
