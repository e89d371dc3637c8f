import { expect, test, type Page, type Request } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { liveEventLimits } from '../../packages/contracts/src/live-event';
import { idTokenOf } from '../support/api';
import { liveTabsSeenFrom } from '../support/live';
import { currentEndpoints } from '../support/deployment';
import { demo, demoPassword, memberToken, signInAsOperator } from '../support/session';

const strings = shell.notifications;
const unreadFrom = (label: string | null) => Number(/: (\d+)$/.exec(label ?? '')?.[1] ?? 0);
/** How soon a change must show in every open panel. */
const LIVE_WITHIN_MS = 2_000;
const isStream = (request: Request) => request.url().includes('/account/me/events');

const bellOf = (page: Page) => page.getByRole('button', { name: new RegExp(`^${strings.bell}`) });
async function unreadIn(page: Page) {
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(
    new RegExp(`^${strings.bellUnread.split(':')[0]}: \\d+$`),
  );
  return unreadFrom(await bell.getAttribute('aria-label'));
}
const bellShows = (page: Page, count: number) =>
  expect(bellOf(page)).toHaveAccessibleName(
    strings.bellUnread.replace('{{count}}', String(count)),
    { timeout: LIVE_WITHIN_MS },
  );

/**
 * How many more event streams the API lets this account open: it counts the open ones against
 * a limit per account, so this is what the server itself sees, not what the browser says.
 */
async function streamsLeftFor(token: string) {
  const opened: AbortController[] = [];
  try {
    for (let left = 0; left <= liveEventLimits.streamsPerAccount; left += 1) {
      const controller = new AbortController();
      const response = await fetch(`${currentEndpoints().apiUrl}/account/me/events`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (response.status === 429) return left;
      expect(response.status).toBe(200);
      opened.push(controller);
    }
    throw new Error('The API let this account open more streams than its limit.');
  } finally {
    for (const controller of opened) controller.abort();
  }
}

/** The beneficiary sends an order through the API, as the mobile app does. */
async function patientSendsAnOrder(page: Page) {
  const authorization = { Authorization: `Bearer ${await memberToken(demo.beneficiary)}` };
  const permissions = await page.request.get('/api/v1/account/permissions', {
    headers: authorization,
  });
  const [organizationId] = Object.keys(
    ((await permissions.json()) as { beneficiary: Record<string, unknown> }).beneficiary,
  );
  const created = await page.request.post(
    `/api/v1/beneficiary/organization/${organizationId}/order`,
    {
      headers: { ...authorization, 'Content-Type': 'application/json' },
      data: { type: 'VISIT', description: `Jedna karta czy dwie ${Date.now().toString(36)}` },
    },
  );
  expect(created.status()).toBe(201);
}

test('two tabs of one operator share one event stream; closing the tab that holds it hands it to the other, and both bells stay live', async ({
  browser,
}) => {
  // One browser, two tabs signing in and loading the panel take most of the default under load.
  test.setTimeout(90_000);
  const context = await browser.newContext();
  // Every event stream the browser asks for, with the tab that asked and whether it is open.
  const streams: { request: Request; page: Page | null; open: boolean }[] = [];
  context.on('request', (request) => {
    if (isStream(request)) streams.push({ request, page: request.frame().page(), open: true });
  });
  const ended = (request: Request) => {
    for (const stream of streams) if (stream.request === request) stream.open = false;
  };
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  // A closed tab's connections close with it (Playwright reports no end for them).
  context.on('page', (page) =>
    page.on('close', () => {
      for (const stream of streams) if (stream.page === page) stream.open = false;
    }),
  );
  const tabs = new Map<Page, string>();
  /** Which tab opened each stream (compared by name: pages are not plain values). */
  const openedBy = (which: typeof streams) =>
    which.map((stream) => (stream.page && tabs.get(stream.page)) ?? 'another page');
  const openStreams = () => streams.filter((stream) => stream.open);

  const operatorToken = idTokenOf(demo.operator, demoPassword);

  try {
    const first = await context.newPage();
    tabs.set(first, 'first');
    const firstStream = first.waitForResponse(
      (response) => isStream(response.request()) && response.status() === 200,
    );
    await signInAsOperator(first);
    await firstStream;

    // The second tab is signed in already (the identity is kept per browser).
    const second = await context.newPage();
    tabs.set(second, 'second');
    await second.goto('/');
    await expect(second.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
    await expect.poll(() => liveTabsSeenFrom(second)).toBe(2);
    const before = await unreadIn(second);
    expect(await unreadIn(first)).toBe(before);

    expect(openedBy(streams)).toEqual(['first']);
    expect(openStreams()).toHaveLength(1);
    // The API agrees: the account holds one stream, so all but one of its allowance is left.
    expect(await streamsLeftFor(await operatorToken)).toBe(liveEventLimits.streamsPerAccount - 1);

    // An order reaches both bells through the one stream.
    await patientSendsAnOrder(second);
    await bellShows(first, before + 1);
    await bellShows(second, before + 1);

    // The tab that holds the stream closes: the other opens one at once, resuming from the
    // last event the tabs shared.
    const takeover = second.waitForRequest(isStream, { timeout: LIVE_WITHIN_MS });
    await first.close();
    const resumed = await takeover;
    expect(resumed.headers()['last-event-id']).toMatch(/^\d+$/);
    await expect.poll(() => openedBy(openStreams())).toEqual(['second']);
    await expect.poll(() => liveTabsSeenFrom(second)).toBe(1);
    // The API sees the same: the closed tab's stream is gone, the new one counts.
    await expect
      .poll(async () => streamsLeftFor(await operatorToken))
      .toBe(liveEventLimits.streamsPerAccount - 1);

    await patientSendsAnOrder(second);
    await bellShows(second, before + 2);
    expect(openedBy(streams)).toEqual(['first', 'second']);
  } finally {
    await context.close();
  }
});
