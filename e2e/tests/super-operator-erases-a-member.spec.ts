import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import common from '../../packages/i18n/src/resources/pl.json';
import account from '../../remotes/account/src/i18n/pl.json';
import erasure from '../../remotes/members/src/features/members/erasure/i18n/pl.json';
import members from '../../remotes/members/src/i18n/pl.json';
import orders from '../../remotes/orders/src/i18n/pl.json';
import { addMember, memberOf, placeOrder, withdrawOrder } from '../support/api';
import { identityEmulatorOnly } from '../support/deployment';
import { signedInAgo } from '../support/identity';
import { createOwnUser } from '../support/own-users';
import { ownMember, southOrganization } from '../support/own-members';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

// Erasing a person's data cannot be taken back: the API wants a sign-in of the last five minutes
// and the typed full name, and refuses while an order of the person is open. Everything happens
// in "Hospicjum Południe", with people of the spec's own: a super operator who registers in the
// page (so the sign-in can be made old) and a beneficiary whose order notifies that
// organization's operators only, so the demo organization's counts stay as other specs read them.
test('a super operator erases a member’s data once the person’s last open order is closed', async ({
  page,
}) => {
  identityEmulatorOnly('it moves the sign-in time the emulator puts in its tokens');
  test.setTimeout(120_000);
  const south = await southOrganization();

  const superOperator = await createOwnUser('eraser');
  await addMember(south.token, south.organizationId, {
    accountOwnerType: 'OWN_ACCOUNT',
    role: 'OPERATOR',
    isSuperOperator: true,
    tags: [],
    firstName: 'Ewelina',
    lastName: 'Rzetelna',
    accountEmail: superOperator.email,
  });
  const patient = await ownMember(south.token, south.organizationId, {
    role: 'BENEFICIARY',
    firstName: 'Apolonia',
    lastName: 'Zapomniana',
    address: { street: 'ul. Stawowa', building: '8', postalCode: '40-095', city: 'Katowice' },
  });
  const fullName = `${patient.firstName} ${patient.lastName}`;
  const order = await placeOrder(await patient.token(), south.organizationId, {
    type: 'VISIT',
    description: `Proszę o wizytę pielęgniarki u pani ${fullName}`,
  });

  // The super operator signs in, and ten minutes pass before she completes her registration: the
  // token the panel fetches once registered carries that sign-in.
  await signIn(page, superOperator.email, superOperator.password);
  await expect(page).toHaveURL(/\/account\/register$/);
  await signedInAgo(superOperator.uid, 10 * 60_000);
  const { completeRegistration: form } = shell;
  await page.getByLabel(form.firstName, { exact: true }).fill('Ewelina');
  await page.getByLabel(form.lastName, { exact: true }).fill('Rzetelna');
  await page.getByText(form.acceptTerms).click();
  await page.getByRole('button', { name: form.submit }).click();
  await expect(page).toHaveURL(/\/account\/invitations$/);
  await page
    .getByRole('article', { name: 'Hospicjum Południe' })
    .getByRole('button', { name: account.invitations.accept })
    .click();
  await expect(page).toHaveURL(new RegExp(`/organization/${south.organizationId}$`));

  await page.goto(`/organization/${south.organizationId}/members/${patient.memberId}`);
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: members.card.title });
  await expect(card.getByText(/ul\. Stawowa/)).toBeVisible();
  const zone = page.getByRole('region', { name: members.details.dangerZoneTitle });
  await zone.getByRole('button', { name: erasure.erasure.erase }).click();
  const dialog = page.getByRole('alertdialog', {
    name: fill(erasure.erasure.dialogTitle, { name: fullName }),
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(erasure.erasure.goes)).toBeVisible();
  await expect(dialog.getByText(erasure.erasure.stays)).toBeVisible();

  // Confirmed only by the name exactly as shown.
  const confirm = dialog.getByRole('button', { name: erasure.erasure.confirm });
  const typedName = dialog.getByLabel(fill(erasure.erasure.confirmLabel, { name: fullName }));
  await expect(confirm).toBeDisabled();
  await typedName.fill(patient.firstName);
  await expect(confirm).toBeDisabled();
  await typedName.fill(`${patient.firstName} ${patient.lastName.toLowerCase()}`);
  await expect(confirm).toBeDisabled();
  await typedName.fill(fullName);
  await expect(confirm).toBeEnabled();
  await confirm.click();

  // The sign-in is ten minutes old: the frame asks for the password, then sends the erasure
  // again, which the open order refuses in words.
  const prompt = page.getByRole('alertdialog', { name: shell.signInAgain.title });
  await expect(prompt).toBeVisible();
  await prompt.getByLabel(shell.signInAgain.password).fill(superOperator.password);
  await prompt.getByRole('button', { name: shell.signInAgain.confirm }).click();
  await expect(prompt).toBeHidden();
  await expect(dialog.getByText(erasure.erasure.openOrders)).toBeVisible();
  await expect(page.getByText(erasure.erasure.done, { exact: true })).toHaveCount(0);
  expect((await memberOf(south.token, south.organizationId, patient.memberId)).firstName).toBe(
    patient.firstName,
  );

  // The person withdraws the order from the app; with nothing open the erasure goes through,
  // with no second password (the sign-in is a minute old now).
  await withdrawOrder(await patient.token(), south.organizationId, order);
  await confirm.click();
  await expect(page.getByText(erasure.erasure.done, { exact: true })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { name: common.erasedPerson, level: 1 })).toBeVisible();
  // Neither the page's head nor the card keeps anything of the person.
  await expect(page.getByText(patient.user.email)).toHaveCount(0);
  await expect(card.getByText(fullName)).toHaveCount(0);
  await expect(card.getByText(/ul\. Stawowa/)).toHaveCount(0);
  const edit = page.getByRole('region', { name: members.details.editTitle });
  await expect(edit.getByText(members.details.erasedReadOnly)).toBeVisible();
  await expect(edit.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('region', { name: members.details.dangerZoneTitle })).toHaveCount(0);
  // The history says who erased the data, and nothing of the person: her acceptance of the
  // invitation (made from her own account, which keeps her name) names nobody now.
  const history = page.getByRole('region', { name: members.details.historyTitle });
  await expect(
    history.getByText(fill(members.history.actions.erased, { who: 'Ewelina Rzetelna' })),
  ).toBeVisible();
  await expect(
    history.getByText(
      fill(members.history.actions['invitation-accepted'], { who: common.erasedPerson }),
    ),
  ).toBeVisible();
  await expect(history.getByText(patient.firstName)).toHaveCount(0);
  await expect(history.getByText(patient.lastName)).toHaveCount(0);

  // The order she placed from the app and withdrew says so too, without her name.
  await page.goto(`/organization/${south.organizationId}/orders/${order.id}`);
  const statuses = page.getByRole('region', { name: orders.details.history });
  await expect(
    statuses.getByText(fill(orders.history.created, { who: common.erasedPerson })),
  ).toBeVisible();
  await expect(
    statuses.getByText(fill(orders.history.changed, { who: common.erasedPerson })),
  ).toBeVisible();
  await expect(page.getByText(patient.firstName)).toHaveCount(0);
  await expect(page.getByText(patient.lastName)).toHaveCount(0);

  // The list names the member so too, without the e-mail that reaches nobody now.
  await page
    .getByRole('navigation', { name: shell.sidebar.label })
    .getByRole('link', { name: shell.sidebar.members })
    .click();
  const table = page.getByRole('table', { name: members.list.caption });
  const row = table.getByRole('row').filter({
    has: page.locator(`a[href$="/members/${patient.memberId}"]`),
  });
  await expect(row.getByRole('rowheader')).toHaveText(common.erasedPerson);
  await expect(table.getByText(fullName)).toHaveCount(0);
  await expect(table.getByText(patient.user.email)).toHaveCount(0);
});
