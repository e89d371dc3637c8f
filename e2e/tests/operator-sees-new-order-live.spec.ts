import { expect, test } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { demo, memberToken, signInAsOperator } from '../support/session';

const strings = shell.notifications;
const unreadFrom = (label: string | null) => Number(/: (\d+)$/.exec(label ?? '')?.[1] ?? 0);
/** How soon a change must show in every open panel. */
const LIVE_WITHIN_MS = 2_000;

test('an order a patient sends from the app shows in the operator’s bell within 2 s, with no click', async ({
  page,
}) => {
  // The page opens its event stream once signed in; the bell is live from then on.
  const streamOpened = page.waitForResponse(
    (response) => response.url().includes('/account/me/events') && response.status() === 200,
  );
  await signInAsOperator(page);
  await streamOpened;
  const bell = page.getByRole('button', { name: new RegExp(`^${strings.bell}`) });
  await expect(bell).toHaveAccessibleName(
    new RegExp(`^${strings.bellUnread.split(':')[0]}: \\d+$`),
  );
  const before = unreadFrom(await bell.getAttribute('aria-label'));

  // The beneficiary sends an order through the API, as the mobile app does.
  const authorization = { Authorization: `Bearer ${await memberToken(demo.beneficiary)}` };
  const permissions = await page.request.get('/api/v1/account/permissions', {
    headers: authorization,
  });
  const organizationId = Object.keys(
    ((await permissions.json()) as { beneficiary: Record<string, unknown> }).beneficiary,
  )[0];
  const created = await page.request.post(
    `/api/v1/beneficiary/organization/${organizationId}/order`,
    {
      headers: { ...authorization, 'Content-Type': 'application/json' },
      data: { type: 'VISIT', description: 'Proszę o wizytę pielęgniarki jutro rano' },
    },
  );
  expect(created.status()).toBe(201);

  await expect(bell).toHaveAccessibleName(
    strings.bellUnread.replace('{{count}}', String(before + 1)),
    { timeout: LIVE_WITHIN_MS },
  );
});
