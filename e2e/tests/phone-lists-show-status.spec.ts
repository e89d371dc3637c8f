import { expect, test, type Page } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import common from '../../packages/i18n/src/resources/pl.json';
import admin from '../../remotes/admin/src/i18n/pl.json';
import documents from '../../remotes/documents/src/i18n/pl.json';
import members from '../../remotes/members/src/i18n/pl.json';
import orders from '../../remotes/orders/src/i18n/pl.json';
import tags from '../../remotes/tags/src/i18n/pl.json';
import { idTokenOf, organizationOf } from '../support/api';
import { demo, demoPassword, signIn } from '../support/session';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** One of the given labels, whole: a status badge's text. */
const oneOf = (labels: Record<string, string>) =>
  new RegExp(`^(${Object.values(labels).map(escapeRegExp).join('|')})$`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A caption with its placeholders (`{{revision}}`) standing for any text. */
const captionPattern = (caption: string) =>
  new RegExp(
    `^${caption
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('.+')}$`,
  );

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * The list named `caption` is cards that fit the screen, each showing its title and (where
 * the list has one) its status, whole and within the screen's width.
 */
async function expectCardsShowing(
  page: Page,
  caption: string | RegExp,
  shown: { status: RegExp } | { title: true },
) {
  const list = page.getByRole('list', { name: caption });
  const cards = list.locator('li[data-card]');
  await expect(cards.first()).toBeVisible();
  await expect(list).toHaveAttribute('aria-busy', 'false');
  // The table is gone, and with it its sideways scroll.
  await expect(page.getByRole('table', { name: caption })).toHaveCount(0);
  await noSidewaysScroll(page);

  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const part =
      'status' in shown
        ? card.locator('[data-card-status]').getByText(shown.status)
        : card.locator('[data-card-title]');
    await expect(part.first()).toBeVisible();
    const box = (await part.first().boundingBox())!;
    expect({ card: index, left: box.x >= 0, right: box.x + box.width <= PHONE.width }).toEqual({
      card: index,
      left: true,
      right: true,
    });
  }
}

test('on a phone every list of an operator is cards that fit the screen, each with its status in view', async ({
  page,
}) => {
  // Five lists, each loaded anew, on a busy machine.
  test.setTimeout(120_000);
  const organization = await organizationOf(
    await idTokenOf(demo.operator, demoPassword),
    'Hospicjum Demo',
  );
  const base = `/organization/${organization.id}`;
  // Signed in: the dashboard (its sidebar is a menu behind a button on a phone).
  await signIn(page, demo.operator);
  await expect(page).toHaveURL(/\/$/);
  // The panel itself on the dashboard, not the frame painted before it: a page.goto before that
  // raced the sign-in pages' own navigation to the panel.
  await expect(page.locator('#root').getByText(shell.dashboard.intro)).toBeVisible();

  // The members list is the organization’s own page.
  await page.goto(base);
  await expectCardsShowing(page, members.list.caption, { status: oneOf(common.status.member) });

  await page.goto(`${base}/orders`);
  await expectCardsShowing(page, orders.list.caption, { status: oneOf(common.status.order) });

  // A tag has no status: its card is headed by its badge.
  await page.goto(`${base}/tags`);
  await expectCardsShowing(page, tags.list.caption, { title: true });

  await page.goto(`${base}/documents`);
  await expectCardsShowing(page, documents.list.caption, {
    status: oneOf(common.status.document),
  });

  // The demo house rules ask their members to accept them.
  await page.getByRole('link', { name: 'Regulamin pobytu w hospicjum' }).click();
  await page.getByRole('link', { name: documents.details.tabs.acceptances }).click();
  await expectCardsShowing(page, captionPattern(documents.acceptances.caption), {
    status: oneOf(common.status.acceptance),
  });
});

test('on a phone the admin’s organizations are cards that fit the screen', async ({ page }) => {
  await signIn(page, 'admin@care.test');
  // From the dashboard's own link, as an admin goes there: a page.goto raced the panel's
  // navigation to the dashboard after signing in, which then replaced the organizations page.
  await page.getByRole('link', { name: shell.dashboard.adminLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: admin.title })).toBeVisible();
  // An organization has no status: each card shows its name.
  await expectCardsShowing(page, admin.list.caption, { title: true });
});
