import { expect, test, type Page } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import common from '../../packages/i18n/src/resources/pl.json';
import orders from '../../remotes/orders/src/i18n/pl.json';
import { demo, memberToken, signInAsOperator } from '../support/session';
import { seriousViolations } from '../support/accessibility';

/** What these steps read of an order the API answers. */
interface Order {
  id: string;
  number: string;
  status: string;
  rejectionReason: string | null;
}

/** Calls the API as a mobile-app user would; the answer's JSON, after checking its status. */
async function asMember<T>(
  page: Page,
  email: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await memberToken(email)}`,
      'Content-Type': 'application/json',
    },
    data: body,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/** The demo beneficiary's organization ("Hospicjum Demo"), from its own permissions. */
async function beneficiaryOrganization(page: Page): Promise<string> {
  const permissions = await asMember<{ beneficiary: Record<string, unknown> }>(
    page,
    demo.beneficiary,
    'GET',
    '/account/permissions',
  );
  const [organizationId] = Object.keys(permissions.beneficiary);
  if (!organizationId) throw new Error('The demo beneficiary belongs to no organization.');
  return organizationId;
}

/** A new order sent from the beneficiary's mobile app. */
const sendOrder = (page: Page, organizationId: string, description: string) =>
  asMember<Order>(
    page,
    demo.beneficiary,
    'POST',
    `/beneficiary/organization/${organizationId}/order`,
    {
      type: 'VISIT',
      description,
      address: 'ul. Testowa 1, Kraków',
    },
  );

/** A toast, or anything else on the page, saying `text`. */
const toast = (page: Page, text: string) => page.getByText(text);

test('an operator opens a new order from the bell, accepts it and sees the assistant take it', async ({
  page,
}) => {
  await signInAsOperator(page);
  const organizationId = await beneficiaryOrganization(page);
  const listUrl = `/organization/${organizationId}/orders`;
  await page.goto(listUrl);
  await expect(page.getByRole('heading', { name: orders.title, level: 1 })).toBeVisible();

  const order = await sendOrder(
    page,
    organizationId,
    `Zmiana opatrunku ${Date.now().toString(36)}`,
  );

  // After a refetch the order is on top of the list (newest first), marked as not opened yet.
  await page.reload();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: order.number }) });
  await expect(row).toBeVisible();
  await expect(row.getByTitle(orders.list.unopenedLabel)).toBeVisible();
  await expect(row.getByText(common.status.order.NEW)).toBeVisible();

  // The bell has its notification; a click lands on the order's page.
  await page.getByRole('button', { name: new RegExp(`^${shell.notifications.bell}`) }).click();
  const popup = page.getByRole('dialog', { name: shell.notifications.title });
  const item = popup.getByRole('listitem').filter({ hasText: order.number });
  await expect(item).toBeVisible();
  await item.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`${listUrl}/${order.id}$`));
  await expect(
    page.getByRole('heading', { name: orders.details.title.replace('{{number}}', order.number) }),
  ).toBeVisible();
  await expect(page.getByText('ul. Testowa 1, Kraków')).toBeVisible();
  await expect(
    page.getByRole('region', { name: orders.details.beneficiary }).getByText('Bogdan Podopieczny'),
  ).toBeVisible();

  // Accept, behind its question.
  await page.getByRole('button', { name: orders.actions.accept, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: common.confirmations.acceptOrder });
  await confirm.getByRole('button', { name: orders.actions.accept }).click();
  await expect(toast(page, common.messages.orderStatusChanged)).toBeVisible();
  const header = page.getByRole('main');
  await expect(header.getByText(common.status.order.ACCEPTED).first()).toBeVisible();

  // Ask the demo assistant, found by name.
  const picker = page.getByRole('combobox', { name: orders.assistants.picker });
  await picker.fill('Alicja');
  await page.getByRole('option', { name: /Alicja Asystentka/ }).click();
  await page.getByRole('button', { name: orders.actions.assign, exact: true }).click();
  await expect(toast(page, common.messages.assistantAssigned)).toBeVisible();
  const assistants = page.getByRole('list', { name: orders.assistants.title });
  const alicja = assistants.getByRole('listitem').filter({ hasText: 'Alicja Asystentka' });
  await expect(alicja.getByText(common.status.assignment.NOTIFIED)).toBeVisible();

  // The assistant accepts in the mobile app; the operator sees it after a refetch.
  await asMember(page, demo.assistant, 'POST', `/assistant/order/${order.id}/accept`);
  await page.reload();
  await expect(alicja.getByText(common.status.assignment.ACCEPTED)).toBeVisible();
  await expect(header.getByText(common.status.order.IN_PROGRESS).first()).toBeVisible();

  // Opened once, the order is no longer 'New' in the list.
  await page.getByRole('link', { name: orders.details.back }).click();
  await expect(row).toBeVisible();
  await expect(row.getByTitle(orders.list.unopenedLabel)).toHaveCount(0);
});

test('an operator rejects an order with a reason the beneficiary can read', async ({ page }) => {
  await signInAsOperator(page);
  const organizationId = await beneficiaryOrganization(page);
  const order = await sendOrder(
    page,
    organizationId,
    `Transport na badania ${Date.now().toString(36)}`,
  );

  await page.goto(`/organization/${organizationId}/orders/${order.id}`);
  await page.getByRole('button', { name: orders.actions.reject, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: common.confirmations.rejectOrder });
  const reason = dialog.getByRole('textbox', { name: orders.reject.reason });

  // Too short a reason is refused before anything is sent.
  await reason.fill('za');
  await dialog.getByRole('button', { name: orders.actions.reject }).click();
  await expect(dialog.getByText(/co najmniej 3/)).toBeVisible();

  await reason.fill('Poza obszarem działania hospicjum');
  await dialog.getByRole('button', { name: orders.actions.reject }).click();
  await expect(toast(page, common.messages.orderStatusChanged)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Poza obszarem działania hospicjum')).toBeVisible();
  await expect(page.getByRole('button', { name: orders.actions.accept, exact: true })).toHaveCount(
    0,
  );

  // The beneficiary's own view of it says the same.
  const seen = await asMember<Order>(
    page,
    demo.beneficiary,
    'GET',
    `/beneficiary/organization/${organizationId}/order/${order.id}`,
  );
  expect(seen).toMatchObject({
    status: 'REJECTED',
    rejectionReason: 'Poza obszarem działania hospicjum',
  });
});

/**
 * Opens a status tab and waits until the list shows that tab's orders, as a user sees it: the
 * tab pressed (the router renders a new address in a transition, a moment after it changes) and
 * the table no longer busy (the previous tab's rows stay in view, out of reach, until the new
 * ones arrive).
 */
async function openTab(page: Page, status: keyof typeof common.status.order) {
  const tab = page
    .getByRole('group', { name: orders.list.statusTabs })
    .getByRole('button', { name: new RegExp(`^${common.status.order[status]}`) });
  await tab.click();
  await expect(page).toHaveURL(new RegExp(`status=${status}`));
  await expect(tab).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: orders.list.caption });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.getByRole('row').nth(1)).toContainText(common.status.order[status]);
}

/** Signs the demo operator in and opens the orders list from the sidebar, up to its first rows. */
async function openOrdersFromSidebar(page: Page) {
  await signInAsOperator(page);
  await page
    .getByRole('navigation', { name: shell.sidebar.label })
    .getByRole('link', { name: shell.sidebar.orders })
    .first()
    .click();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
}

/** Opens the first order of the list in view and waits for its page. */
async function openFirstOrder(page: Page) {
  const link = page.getByRole('rowheader').first().getByRole('link');
  const number = await link.textContent();
  await link.click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: orders.details.title.replace('{{number}}', number ?? ''),
    }),
  ).toBeVisible();
}

test('the orders pages have no serious or critical accessibility violation', async ({ page }) => {
  await openOrdersFromSidebar(page);
  expect(await seriousViolations(page)).toEqual([]);

  // An order in progress: its assistants, the picker and the history.
  await openTab(page, 'IN_PROGRESS');
  await openFirstOrder(page);
  await expect(
    page
      .getByRole('region', { name: orders.assistants.title })
      .getByRole('combobox', { name: orders.assistants.picker }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The reject dialog of a waiting order.
  await page.getByRole('link', { name: orders.details.back }).click();
  await openTab(page, 'NEW');
  await openFirstOrder(page);
  await page.getByRole('button', { name: orders.actions.reject, exact: true }).click();
  await expect(
    page.getByRole('alertdialog', { name: common.confirmations.rejectOrder }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the orders list keeps its search and filters on one line, their boxes level', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openOrdersFromSidebar(page);
  // The assistant filter's picker loads after the list; its place holds a box meanwhile.
  await expect(page.getByRole('combobox', { name: orders.list.assistantFilter })).toBeEnabled();

  const boxes = [
    page.getByRole('searchbox', { name: orders.list.search }),
    page.getByRole('combobox', { name: orders.list.typeFilter }),
    page.getByRole('combobox', { name: orders.list.assistantFilter }),
    page.getByRole('textbox', { name: orders.list.createdFrom, exact: true }),
    page.getByRole('textbox', { name: orders.list.createdTo, exact: true }),
  ];
  const bottoms = await Promise.all(
    boxes.map(async (box) => {
      const bounds = await box.boundingBox();
      return bounds ? Math.round(bounds.y + bounds.height) : NaN;
    }),
  );
  // Labelled filters (assistant, dates) carry their label above the box: the boxes still end level.
  expect(new Set(bottoms).size, `box bottoms ${bottoms.join(', ')}`).toBe(1);
});
