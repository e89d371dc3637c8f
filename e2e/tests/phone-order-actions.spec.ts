import { expect, test, type Locator, type Page } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import common from '../../packages/i18n/src/resources/pl.json';
import orders from '../../remotes/orders/src/i18n/pl.json';
import { idTokenOf, organizationOf } from '../support/api';
import { demo, demoPassword, signIn } from '../support/session';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
// Each test signs in and loads the list and an order anew; on a loaded machine that takes most
// of the default 30 s before the action itself.
test.describe.configure({ timeout: 60_000 });

type OrderStatus = keyof typeof common.status.order;

/** The status badge in the order page's header. */
const headerStatus = (page: Page, status: OrderStatus) =>
  page.locator('header, main').getByText(common.status.order[status], { exact: true }).first();

/** The element lies within the phone's width and its whole height is on screen. */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = (await locator.boundingBox())!;
  expect({ left: box.x >= 0, right: box.x + box.width <= PHONE.width }).toEqual({
    left: true,
    right: true,
  });
}

/**
 * Signs the operator in on a phone and opens the first order of the list's `status` tab, as a
 * card of the list; the order's number.
 */
async function openFirstOrder(page: Page, status: OrderStatus) {
  const organization = await organizationOf(
    await idTokenOf(demo.operator, demoPassword),
    'Hospicjum Demo',
  );
  await signIn(page, demo.operator);
  // The panel itself on the dashboard before leaving it: an earlier goto raced the sign-in
  // pages' own navigation to the panel.
  await expect(page.locator('#root').getByText(shell.dashboard.intro)).toBeVisible();
  await page.goto(`/organization/${organization.id}/orders?status=${status}`);
  const list = page.getByRole('list', { name: orders.list.caption });
  // The orders remote loads on its first visit, slowly on a loaded machine.
  await expect(list).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const card = list.locator('li[data-card]').first();
  await expect(card.locator('[data-card-status]')).toContainText(common.status.order[status]);
  const link = card.locator('[data-card-title]').getByRole('link');
  const number = (await link.textContent())!.trim();
  await link.click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: orders.details.title.replace('{{number}}', number),
    }),
  ).toBeVisible();
  await expect(headerStatus(page, status)).toBeVisible();
  return number;
}

/** The page does not scroll sideways: nothing sticks out past the phone's edge. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('on a phone an operator accepts a new order behind its question', async ({ page }) => {
  await openFirstOrder(page, 'NEW');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: orders.actions.accept, exact: true }).click();
  const question = page.getByRole('alertdialog', { name: common.confirmations.acceptOrder });
  await expect(question).toBeVisible();
  await expectOnScreen(question);
  const confirm = question.getByRole('button', { name: orders.actions.accept });
  await expectOnScreen(confirm);
  await confirm.click();
  await expect(page.getByText(common.messages.orderStatusChanged)).toBeVisible();
  await expect(question).toBeHidden();
  await expect(headerStatus(page, 'ACCEPTED')).toBeVisible();
});

test('on a phone an operator rejects a new order with a reason', async ({ page }) => {
  await openFirstOrder(page, 'NEW');
  await page.getByRole('button', { name: orders.actions.reject, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: common.confirmations.rejectOrder });
  await expect(dialog).toBeVisible();
  await expectOnScreen(dialog);
  await dialog
    .getByRole('textbox', { name: orders.reject.reason })
    .fill('Poza obszarem działania hospicjum, przekazano kontakt do najbliższego.');
  const confirm = dialog.getByRole('button', { name: orders.actions.reject });
  await expectOnScreen(confirm);
  await confirm.click();
  await expect(page.getByText(common.messages.orderStatusChanged)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(headerStatus(page, 'REJECTED')).toBeVisible();
  await expect(
    page.getByText('Poza obszarem działania hospicjum, przekazano kontakt do najbliższego.'),
  ).toBeVisible();
});

test('on a phone an operator asks an assistant to take an accepted order', async ({ page }) => {
  await openFirstOrder(page, 'ACCEPTED');
  const section = page.getByRole('region', { name: orders.assistants.title });
  const picker = section.getByRole('combobox', { name: orders.assistants.picker });
  await picker.click();
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  await expectOnScreen(option);
  const name = await option.evaluate(
    (item) => item.querySelector('[data-part="item-text"]')?.firstChild?.textContent ?? '',
  );
  expect(name).not.toBe('');
  await option.click();
  await expect(picker).toHaveValue(name);
  const assign = section.getByRole('button', { name: orders.actions.assign, exact: true });
  await assign.scrollIntoViewIfNeeded();
  await expectOnScreen(assign);
  await assign.click();
  await expect(page.getByText(common.messages.assistantAssigned)).toBeVisible();
  const asked = section
    .getByRole('list', { name: orders.assistants.title })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(asked.getByText(common.status.assignment.NOTIFIED)).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('on a phone an operator marks an order in progress handled, saying what was done', async ({
  page,
}) => {
  await openFirstOrder(page, 'IN_PROGRESS');
  await page.getByRole('button', { name: orders.actions.markHandled, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: orders.confirm.markHandled });
  await expect(dialog).toBeVisible();
  await expectOnScreen(dialog);
  await dialog
    .getByRole('textbox', { name: orders.handle.outcome })
    .fill('Wizyta odbyła się, opatrunek zmieniony, rodzina wie, kiedy dzwonić.');
  const confirm = dialog.getByRole('button', { name: orders.actions.markHandled });
  await expectOnScreen(confirm);
  await confirm.click();
  await expect(page.getByText(common.messages.orderStatusChanged)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(headerStatus(page, 'HANDLED')).toBeVisible();
});
