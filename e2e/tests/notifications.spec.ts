import { expect, test } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { signInAsOperator } from '../support/session';

const strings = shell.notifications;
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * The seed gives the operator 33 notifications, four pages of the bell's 10: 25 about its orders'
 * steps and 8 escalations of its overdue orders.
 */
const SEEDED_NOTIFICATIONS = 33;

const unreadFrom = (label: string | null) => Number(/: (\d+)$/.exec(label ?? '')?.[1] ?? 0);

test('the bell opens and closes by keyboard', async ({ page }) => {
  await signInAsOperator(page);
  const bell = page.getByRole('button', { name: new RegExp(`^${strings.bell}`) });

  await bell.focus();
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: strings.title });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('listitem').first()).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(bell).toBeFocused();
});

test('an operator scrolls the bell to its end and opens an order from it', async ({ page }) => {
  await signInAsOperator(page);
  const bell = page.getByRole('button', { name: new RegExp(`^${strings.bell}`) });
  await expect(bell).toHaveAccessibleName(
    new RegExp(`^${strings.bellUnread.split(':')[0]}: \\d+$`),
  );
  const unreadBefore = unreadFrom(await bell.getAttribute('aria-label'));
  expect(unreadBefore).toBeGreaterThan(0);

  await bell.click();
  const popup = page.getByRole('dialog', { name: strings.title });
  const items = popup.getByRole('listitem');
  await expect(items).toHaveCount(10);

  // Each time the last item scrolls into view the next page of 10 loads.
  const end = popup.getByText(strings.noMore);
  for (let pageNumber = 2; pageNumber <= Math.ceil(SEEDED_NOTIFICATIONS / 10); pageNumber += 1) {
    await expect(end).toBeHidden();
    await items.last().scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(Math.min(pageNumber * 10, SEEDED_NOTIFICATIONS));
  }
  await items.last().scrollIntoViewIfNeeded();
  await expect(end).toBeVisible();

  // The newest notification is unread and about an order of the operator's organization.
  await popup.getByRole('listitem').first().getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/organization/${uuid}/orders/${uuid}$`));
  await expect(popup).toBeHidden();
  await expect(bell).toHaveAccessibleName(
    shell.notifications.bellUnread.replace('{{count}}', String(unreadBefore - 1)),
  );
});
