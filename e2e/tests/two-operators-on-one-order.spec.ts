import { expect, test, type Browser, type Page } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import common from '../../packages/i18n/src/resources/pl.json';
import orders from '../../remotes/orders/src/i18n/pl.json';
import { idTokenOf } from '../support/api';
import { liveTabsSeenFrom } from '../support/live';
import { demo, demoPassword, memberToken, signIn } from '../support/session';

/** How soon a change must show in every open panel. */
const LIVE_WITHIN_MS = 2_000;

/** What these steps read of an order the API answers. */
interface Order {
  id: string;
  number: string;
  status: string;
  history: { status: string; actor: { firstName: string; lastName: string } | null }[];
}

/** A browser of its own, signed in as `email`, its event stream open. */
async function operatorBrowser(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const streamOpened = page.waitForResponse(
    (response) => response.url().includes('/account/me/events') && response.status() === 200,
  );
  await signIn(page, email);
  await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
  await streamOpened;
  return { context, page };
}

/** Opens `url` in `page` and waits until its stream is open, so nothing it is told is missed. */
async function openLive(page: Page, url: string) {
  const streamOpened = page.waitForResponse(
    (response) => response.url().includes('/account/me/events') && response.status() === 200,
  );
  await page.goto(url);
  await streamOpened;
}

/** The status badge in an order page's header (the dialog may hide the page from roles). */
const headerStatus = (page: Page, status: keyof typeof common.status.order) =>
  page.locator('header, main').getByText(common.status.order[status], { exact: true }).first();

test('two operators on one order: one accepts, the other’s page and list show it within 2 s with no click, and the other’s accept meets a clear conflict', async ({
  browser,
  request,
}) => {
  // Two browsers signing in and three pages loading take most of the default 30 s under load.
  test.setTimeout(90_000);
  // The patient sends an order through the API, as the mobile app does.
  const patient = { Authorization: `Bearer ${await memberToken(demo.beneficiary)}` };
  const permissions = await request.get('/api/v1/account/permissions', { headers: patient });
  const [organizationId] = Object.keys(
    ((await permissions.json()) as { beneficiary: Record<string, unknown> }).beneficiary,
  );
  const created = await request.post(`/api/v1/beneficiary/organization/${organizationId}/order`, {
    headers: { ...patient, 'Content-Type': 'application/json' },
    data: { type: 'VISIT', description: `Dwóch operatorów ${Date.now().toString(36)}` },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as Order;
  const listUrl = `/organization/${organizationId}/orders`;
  const orderUrl = `${listUrl}/${order.id}`;
  const title = orders.details.title.replace('{{number}}', order.number);

  const olga = await operatorBrowser(browser, demo.operator);
  const oskar = await operatorBrowser(browser, demo.operator2);
  try {
    // Both on the order's page; Oskar also has the list open in a second tab.
    await openLive(olga.page, orderUrl);
    await openLive(oskar.page, orderUrl);
    // His second tab opens no stream of its own: it reads his first tab's.
    const oskarsList = await oskar.context.newPage();
    await oskarsList.goto(listUrl);
    await expect.poll(() => liveTabsSeenFrom(oskarsList)).toBe(2);
    const row = oskarsList
      .getByRole('row')
      .filter({ has: oskarsList.getByRole('link', { name: order.number }) });
    await expect(row.getByText(common.status.order.NEW, { exact: true })).toBeVisible();
    for (const { page } of [olga, oskar]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(headerStatus(page, 'NEW')).toBeVisible();
    }

    // Oskar is about to accept: his question is open when Olga accepts first.
    await oskar.page.getByRole('button', { name: orders.actions.accept, exact: true }).click();
    const oskarsQuestion = oskar.page.getByRole('alertdialog', {
      name: common.confirmations.acceptOrder,
    });
    await expect(oskarsQuestion).toBeVisible();

    await olga.page.getByRole('button', { name: orders.actions.accept, exact: true }).click();
    await olga.page
      .getByRole('alertdialog', { name: common.confirmations.acceptOrder })
      .getByRole('button', { name: orders.actions.accept })
      .click();
    const accepted = Date.now();

    // With no click and no reload, Oskar's page and list show the order accepted, counted from
    // Olga's click.
    await expect(headerStatus(oskar.page, 'ACCEPTED')).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await expect(row.getByText(common.status.order.ACCEPTED, { exact: true })).toBeVisible({
      timeout: Math.max(1, accepted + LIVE_WITHIN_MS - Date.now()),
    });
    await expect(olga.page.getByText(common.messages.orderStatusChanged)).toBeVisible();

    // His question stays where he left it; confirming it acts on the order he decided on, which
    // is no longer there: a clear warning, and Olga's accept stands.
    await oskarsQuestion.getByRole('button', { name: orders.actions.accept }).click();
    await expect(oskar.page.getByText(orders.stale.title)).toBeVisible();
    await expect(oskar.page.getByText(orders.stale.description)).toBeVisible();
    await expect(oskarsQuestion).toBeHidden();
    await expect(oskar.page.getByText(common.messages.orderStatusChanged)).toBeHidden();
    await expect(
      oskar.page.getByRole('button', { name: orders.actions.accept, exact: true }),
    ).toHaveCount(0);

    const operatorToken = await idTokenOf(demo.operator, demoPassword);
    const stored = await request.get(
      `/api/v1/operator/organization/${organizationId}/order/${order.id}`,
      { headers: { Authorization: `Bearer ${operatorToken}` } },
    );
    const now = (await stored.json()) as Order;
    expect(now.status).toBe('ACCEPTED');
    expect(
      now.history
        .filter((entry) => entry.status === 'ACCEPTED')
        .map((entry) => `${entry.actor?.firstName} ${entry.actor?.lastName}`),
    ).toEqual(['Olga Operatorska']);
  } finally {
    await olga.context.close();
    await oskar.context.close();
  }
});
