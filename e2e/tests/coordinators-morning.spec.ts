import { expect, test, type Locator, type Page } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { dashboardFiguresPl as figures } from '../../hosts/shell/src/features/dashboard/i18n/pl';
import common from '../../packages/i18n/src/resources/pl.json';
import orders from '../../remotes/orders/src/i18n/pl.json';
import schedule from '../../remotes/orders/src/features/schedule/i18n/pl.json';
import { idTokenOf } from '../support/api';
import { currentEndpoints } from '../support/deployment';
import { demo, demoPassword, signIn } from '../support/session';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A count in any plural form of an i18n key (`key_one`, `key_few`…), the number captured. */
function countPattern(resources: Record<string, string>, key: string) {
  const forms = Object.entries(resources)
    .filter(([name]) => name.startsWith(`${key}_`))
    .map(([, text]) => escapeRegExp(text).replace('\\{\\{count\\}\\}', '(\\d+)'));
  return new RegExp(forms.map((form) => `(?:${form})`).join('|'));
}
const numberIn = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  if (!match) throw new Error(`"${text}" says no count like ${pattern}`);
  return Number(match.slice(1).find((group) => group !== undefined));
};

/** "0 asystentów": the list's words for an order nobody was asked to take. */
const noAssistants = (
  orders.list[
    `assistantCount_${new Intl.PluralRules('pl').select(0)}` as keyof typeof orders.list
  ] as string
).replace('{{count}}', '0');

/** What the picker says of one candidate: the name, the open orders and those on the order's day. */
async function candidatesShown(options: Locator) {
  const openOrders = countPattern(orders.assistants, 'openOrders');
  const sameDay = countPattern(orders.assistants, 'sameDayOrders');
  const shown = await options.evaluateAll((items) =>
    items.map((item) => {
      const text = item.querySelector('[data-part="item-text"]');
      return { name: text?.firstChild?.textContent ?? '', text: text?.textContent ?? '' };
    }),
  );
  return shown.map(({ name, text }) => ({
    name,
    openOrders: numberIn(text, openOrders),
    sameDay: numberIn(text, sameDay),
  }));
}

/** The Monday of a `YYYY-MM-DD` day's week. */
const mondayOf = (day: string) => {
  const at = Date.parse(`${day}T00:00:00Z`);
  return new Date(at - ((new Date(at).getUTCDay() + 6) % 7) * 86_400_000)
    .toISOString()
    .slice(0, 10);
};
const warsawDay = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/** The order's preferred day as the API tells the panel, in the organization's zone. */
async function preferredDayOf(organizationId: string, orderId: string) {
  const response = await fetch(
    `${currentEndpoints().apiUrl}/operator/organization/${organizationId}/order/${orderId}`,
    { headers: { authorization: `Bearer ${await idTokenOf(demo.operator, demoPassword)}` } },
  );
  expect(response.status).toBe(200);
  const { preferredDate } = (await response.json()) as { preferredDate: string | null };
  if (!preferredDate) throw new Error('The order has no preferred date to find in the schedule.');
  return warsawDay(new Date(preferredDate));
}

/** Opens the week holding `day` from the current one, a week at a time, as the buttons go. */
async function openWeekOf(page: Page, day: string) {
  const weeks = Math.round(
    (Date.parse(mondayOf(warsawDay(new Date()))) - Date.parse(mondayOf(day))) / (7 * 86_400_000),
  );
  const week = page.getByRole('group', { name: schedule.schedule.week });
  const button = weeks > 0 ? schedule.schedule.previousWeek : schedule.schedule.nextWeek;
  for (let step = 0; step < Math.abs(weeks); step += 1) {
    const before = page.url();
    await week.getByRole('button', { name: button }).click();
    await expect(page).not.toHaveURL(before);
  }
  await expect(page.locator(`th time[datetime="${day}"]`)).toBeVisible();
}

test('a coordinator’s morning: from the overdue count to an unassigned order, given to the assistant with the lightest day, found in the schedule', async ({
  page,
}) => {
  // A sign-in, the dashboard, the list, an order and the schedule, on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, demo.operator);
  // The first page of a fresh stack on a loaded machine: the account and the panel load slowly.
  await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible({
    timeout: 30_000,
  });

  // The dashboard's "needs attention" group counts an order not assigned in time.
  const section = page.getByRole('region', { name: 'Hospicjum Demo', exact: true });
  const attention = section.getByRole('region', { name: figures.attention.title });
  const notAssigned = attention.locator('[data-figure="attention-NOT_ASSIGNED"]');
  await expect(notAssigned).toHaveText(/^[1-9]\d*$/);

  // Its count opens the list of the orders late for that reason.
  await attention
    .getByRole('link', { name: common.status.attention.NOT_ASSIGNED, exact: true })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/organization/${uuid}/orders\\?.*attention=NOT_ASSIGNED`),
  );
  const organizationId = new RegExp(`/organization/(${uuid})/`).exec(page.url())![1]!;
  const table = page.getByRole('table', { name: orders.list.caption });
  await expect(table).toHaveAttribute('aria-busy', 'false');

  // An accepted order nobody was asked to take, late for it.
  const row = table
    .getByRole('row')
    .filter({ hasText: common.status.order.ACCEPTED })
    .filter({ hasText: common.status.attention.NOT_ASSIGNED })
    .filter({ has: page.getByRole('cell', { name: noAssistants, exact: true }) })
    .first();
  const link = row.getByRole('rowheader').getByRole('link');
  const number = (await link.textContent())!.trim();
  await link.click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: orders.details.title.replace('{{number}}', number),
    }),
  ).toBeVisible();
  const orderId = new RegExp(`/orders/(${uuid})$`).exec(page.url())![1]!;
  const assistantsSection = page.getByRole('region', { name: orders.assistants.title });
  await expect(assistantsSection.getByText(orders.assistants.none)).toBeVisible();

  // The picker lists the lightest day first: the fewest orders on the order's date, then the
  // fewest open orders.
  await assistantsSection.getByRole('combobox', { name: orders.assistants.picker }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(page.getByRole('listbox').getByRole('status')).toHaveCount(0);
  const candidates = await candidatesShown(options);
  expect(candidates.length).toBeGreaterThan(1);
  const [lightest] = candidates;
  const fewestThatDay = Math.min(...candidates.map((candidate) => candidate.sameDay));
  expect(lightest!.sameDay).toBe(fewestThatDay);
  expect(lightest!.openOrders).toBe(
    Math.min(
      ...candidates
        .filter((candidate) => candidate.sameDay === fewestThatDay)
        .map((candidate) => candidate.openOrders),
    ),
  );

  await options.first().click();
  await page.getByRole('button', { name: orders.actions.assign, exact: true }).click();
  await expect(page.getByText(common.messages.assistantAssigned)).toBeVisible();
  const asked = page
    .getByRole('list', { name: orders.assistants.title })
    .getByRole('listitem')
    .filter({ hasText: lightest!.name });
  await expect(asked.getByText(common.status.assignment.NOTIFIED)).toBeVisible();

  // The schedule's week of the order's day has it in that assistant's row.
  const day = await preferredDayOf(organizationId, orderId);
  await page.getByRole('link', { name: orders.details.back }).click();
  await page.getByRole('link', { name: orders.list.openSchedule }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: schedule.schedule.title }),
  ).toBeVisible();
  await openWeekOf(page, day);
  const grid = page.getByRole('table', {
    name: new RegExp(`^${escapeRegExp(schedule.schedule.caption.split('{{')[0]!)}`),
  });
  const assistantRow = grid
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: lightest!.name, exact: true }) });
  await expect(
    assistantRow.getByRole('link', { name: new RegExp(escapeRegExp(number)) }),
  ).toBeVisible();
});
