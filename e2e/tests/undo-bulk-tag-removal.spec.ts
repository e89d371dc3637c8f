import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { pl as table } from '../../packages/ui/src/data-table/locales';
import { pl as fields } from '../../packages/ui/src/fields/locales';
import { pl as page_ } from '../../packages/ui/src/page/locales';
import members from '../../remotes/members/src/i18n/pl.json';
import {
  addMember,
  addTag,
  idTokenOf,
  memberOf,
  organizationOf,
  removeRecord,
} from '../support/api';
import { demo, demoPassword, signInAsOperator } from '../support/session';
import { expect, test } from '../support/test';

/** Letters only, so the search for the spec's own members finds exactly them. */
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

test('an operator removes a tag from several members at once, undoes it, and the tag stays after a reload', async ({
  page,
}) => {
  await signInAsOperator(page);
  // Members and a tag of the spec's own, removed at the end: the suite's other specs count the
  // seeded organization's members and tags.
  const token = await idTokenOf(demo.operator, demoPassword);
  const organization = await organizationOf(token, 'Hospicjum Demo');
  const suffix = letters();
  const tagName = `Cofanie ${suffix}`;
  const tag = await addTag(token, organization.id, {
    name: tagName,
    abbr: 'COF',
    description: 'Tag próby cofania',
    color: '2b6cb0',
    textColor: 'ffffff',
    icon: 'home',
  });
  const lastName = `Cofalska${suffix}`;
  const created = [];
  for (const firstName of ['Alicja', 'Bożena', 'Cecylia'])
    created.push(
      await addMember(token, organization.id, {
        accountOwnerType: 'OWN_ACCOUNT',
        role: 'BENEFICIARY',
        firstName,
        lastName,
        accountEmail: `e2e.undo.${suffix}.${firstName.toLowerCase()}@care.test`.replace('ż', 'z'),
        isSuperOperator: false,
        tags: [tag.id],
      }),
    );

  try {
    await page
      .getByRole('navigation', { name: shell.sidebar.label })
      .getByRole('link', { name: shell.sidebar.members })
      .click();
    const list = page.getByRole('table', { name: members.list.caption });
    await page.getByRole('searchbox', { name: members.list.search }).fill(lastName);
    // Only the spec's own members on the page, or "select all" would take others too.
    await expect(page).toHaveURL(new RegExp(`search=${lastName}`));
    await expect(list.getByRole('rowheader')).toHaveCount(3);
    const rows = list.getByRole('row').filter({ hasText: lastName });
    await expect(rows).toHaveCount(3);
    await expect(rows.getByTitle(tagName)).toHaveCount(3);

    await page.getByRole('checkbox', { name: table.selection.selectPage }).check({ force: true });
    await expect(
      page.getByRole('status').filter({ hasText: table.selection.count.replace('{{count}}', '3') }),
    ).toBeVisible();
    await page.getByRole('button', { name: members.bulk.removeTags }).click();
    const dialog = page.getByRole('dialog', { name: members.bulk.tagsTitle.removeTags });
    const picker = dialog.getByRole('combobox', { name: new RegExp(members.bulk.tags) });
    await picker.fill(suffix);
    await expect(page.locator('[role="option"][data-highlighted]')).toContainText(tagName);
    await picker.press('Enter');
    await expect(
      dialog.getByRole('list', { name: fields.tags.chosen }).getByTitle(tagName),
    ).toBeVisible();
    // Leaving the picker closes its list, which would otherwise lie over the dialog's buttons.
    await picker.press('Tab');
    await dialog.getByRole('button', { name: members.bulk.apply }).click();

    // Removed at once, as every other panel sees it: the toast offers to take it back.
    const toast = page.getByText(members.bulk.done_few.replace('{{count}}', '3'));
    await expect(toast).toBeVisible();
    // A pointer over the toast holds it, as it would for a person reading the list under it.
    await toast.hover();
    await expect(rows.getByTitle(tagName)).toHaveCount(0);
    await page.getByRole('button', { name: page_.undo }).click();
    await expect(page.getByText(members.bulk.undone_few.replace('{{count}}', '3'))).toBeVisible();
    await expect(rows.getByTitle(tagName)).toHaveCount(3);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: members.list.search })).toHaveValue(lastName);
    await expect(rows).toHaveCount(3);
    await expect(rows.getByTitle(tagName)).toHaveCount(3);
    for (const { id } of created) {
      const member = await memberOf(token, organization.id, id);
      expect(member.tags.map(({ name }) => name)).toEqual([tagName]);
    }
  } finally {
    for (const { id } of created) {
      const { version } = await memberOf(token, organization.id, id);
      await removeRecord(token, `/operator/organization/${organization.id}/member/${id}`, version);
    }
    await removeRecord(
      token,
      `/operator/organization/${organization.id}/tag/${tag.id}`,
      tag.version,
    );
  }
});
