import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import type { MemberErasureDue } from '../../packages/contracts/src/member';
import { formatDateIn } from '../../packages/i18n/src/formatters';
import common from '../../packages/i18n/src/resources/pl.json';
import settings from '../../remotes/members/src/features/organization-settings/i18n/pl.json';
import { idTokenOf } from '../support/api';
import { currentEndpoints } from '../support/deployment';
import { seriousViolations } from '../support/accessibility';
import { demo, demoPassword, signInAsOperator } from '../support/session';
import { expect, test } from '../support/test';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const strings = settings.organizationSettings.erasureDue;

/** The demo organization's members due for erasure, as the API answers its super operator. */
async function dueInDemo(organizationId: string): Promise<MemberErasureDue[]> {
  const token = await idTokenOf(demo.operator, demoPassword);
  const response = await fetch(
    `${currentEndpoints().apiUrl}/operator/organization/${organizationId}/member/erasure-due`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: MemberErasureDue[] }).items;
}

// The seed has a former beneficiary of "Hospicjum Demo", Leokadia Sobczak, whose membership ended
// 24 months (the retention) less 14 days ago: the settings page lists her among those whose data
// the nightly job erases within the month, and links to her page.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`the settings page lists who is due for erasure this month, in the ${colorScheme} theme with no serious violation`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signInAsOperator(page);
    await page
      .getByRole('navigation', { name: shell.sidebar.label })
      .getByRole('link', { name: shell.sidebar.organizationSettings })
      .click();
    await expect(page).toHaveURL(new RegExp(`/organization/${uuid}/settings$`));
    const organizationId = new RegExp(`/organization/(${uuid})/`).exec(page.url())![1]!;

    const section = page.getByRole('region', { name: strings.title });
    const list = section.getByRole('list', { name: strings.caption });
    const due = list.getByRole('listitem').filter({ hasText: 'Leokadia Sobczak' });
    await expect(due).toHaveCount(1);
    const leokadia = (await dueInDemo(organizationId)).find(
      (member) => `${member.firstName} ${member.lastName}` === 'Leokadia Sobczak',
    );
    if (!leokadia) throw new Error('The seed has no Leokadia Sobczak due for erasure');
    await expect(due).toContainText(`${common.role.BENEFICIARY}`);
    await expect(due).toContainText(
      fill(strings.due, { date: formatDateIn(leokadia.dueAt, 'pl') }),
    );
    await expect(due).toContainText(
      fill(strings.inactiveSince, { date: formatDateIn(leokadia.inactiveSince, 'pl') }),
    );
    await expect(section.getByText(strings.emptyTitle)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await due.getByRole('link', { name: 'Leokadia Sobczak' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/organization/${organizationId}/members/${leokadia.memberId}$`),
    );
    await expect(page.getByRole('heading', { name: 'Leokadia Sobczak', level: 1 })).toBeVisible();
    await expect(page.getByText(common.status.member.INACTIVE).first()).toBeVisible();
  });
}
