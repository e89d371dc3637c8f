import { expect, test, type Browser } from '../support/test';
import members from '../../remotes/members/src/i18n/pl.json';
import accessLog from '../../remotes/members/src/features/members/access-log/i18n/pl.json';
import { demo, memberToken, signIn } from '../support/session';

/** What this story reads of the API's answers. */
interface Permissions {
  beneficiary: Record<string, unknown>;
}
interface MemberPage {
  items: { id: string; accountEmail: string }[];
}

/** A browser of its own, signed in as `email`. */
async function operatorBrowser(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

test('the access log grows when another operator opens the member', async ({
  browser,
  request,
}) => {
  // Two browsers signing in and the member page loading three times take a while under load.
  test.setTimeout(90_000);
  const patient = { Authorization: `Bearer ${await memberToken(demo.beneficiary)}` };
  const permissions = await request.get('/api/v1/account/permissions', { headers: patient });
  const [organizationId] = Object.keys(((await permissions.json()) as Permissions).beneficiary);
  const olgaToken = { Authorization: `Bearer ${await memberToken(demo.operator)}` };
  const found = await request.get(`/api/v1/operator/organization/${organizationId}/member`, {
    headers: olgaToken,
    params: { search: demo.beneficiary },
  });
  expect(found.status()).toBe(200);
  const member = ((await found.json()) as MemberPage).items.find(
    (item) => item.accountEmail === demo.beneficiary,
  );
  if (!member) throw new Error('the demo beneficiary is not a member of the demo organization');
  const memberUrl = `/organization/${organizationId}/members/${member.id}`;

  const olga = await operatorBrowser(browser, demo.operator);
  const oskar = await operatorBrowser(browser, demo.operator2);
  try {
    // Oskar Nowicki (operator2) opening the card, as the super operator sees it listed.
    const oskarsOpenings = () =>
      olga.page
        .getByRole('region', { name: members.details.accessLogTitle })
        .getByRole('listitem')
        .filter({ hasText: 'Oskar Nowicki' })
        .filter({ hasText: accessLog.accessLog.kinds.MEMBER_CARD });

    await olga.page.goto(memberUrl);
    const section = olga.page.getByRole('region', { name: members.details.accessLogTitle });
    await expect(section).toBeVisible();
    // The section has answered: entries (Olga's own opening at least) or its empty state.
    await expect(section.getByRole('listitem').first()).toBeVisible();
    const before = await oskarsOpenings().count();

    await oskar.page.goto(memberUrl);
    // The card is on screen, so its read is in the log (it is written before the card is sent).
    await expect(
      oskar.page.getByRole('region', { name: members.details.historyTitle }),
    ).toBeVisible();
    // A plain operator is not shown who viewed the record.
    await expect(
      oskar.page.getByRole('region', { name: members.details.accessLogTitle }),
    ).toHaveCount(0);

    await olga.page.reload();
    await expect(oskarsOpenings()).toHaveCount(before + 1);
  } finally {
    await Promise.all([olga.context.close(), oskar.context.close()]);
  }
});
