// How soon an operator sees what they asked for, in a real browser against the composed product
// on localhost (the built apps, the API on PGlite with the demo data, the identity emulator):
// - sidebar click → the list's first row, for members, orders and tags: the first time (cold:
//   the area's code is fetched then) and again (warm), bars ≤ 300 ms and ≤ 100 ms;
// - sign-in → the dashboard's content, and reload → content, bar ≤ 500 ms each. Sign-in is timed
//   twice: the click straight after the form is filled (the sign-in page's own code still loading)
//   and the click once that code has taken over and the page is quiet, as after a person's typing;
//   and, in a browser that prepares pages ahead (./support/prepared-sign-in.mts), the click after
//   typing into a panel's page prepared while the person typed. That run fails when the page
//   shown was not the prepared one: signing in lost what the login page asked for.
// Times are read inside the page (the click's and the content's performance.now()), so the
// browser's automation adds nothing to them. Needs `pnpm build`. --smoke: one round.
import { chromium, type Page } from '@playwright/test';
import { pl as shell } from '../hosts/shell/src/app/i18n/pl';
import { pl as hostKit } from '../packages/host-kit/src/i18n/pl';
import { PAGE_READY_EVENT } from '../hosts/shell/src/sign-in/prerendered-page';
import {
  DASHBOARD_CONTENT,
  chromiumArgs,
  chromiumPath,
  demoOperator,
  requireBuild,
  selectorSeenScript,
  startPanel,
  type Seen,
} from './support/panel.mts';
import { launchPreparingBrowser, timePreparedSignIn } from './support/prepared-sign-in.mts';
import { figure, latency, log, readOptions, summarize } from './support/report.mts';

const options = readOptions();
const rounds = options.smoke ? 1 : 7;
const bars = { coldMs: 300, warmMs: 100, pageMs: 500 };
const where = 'Chromium, localhost';

/** The first data row of a list (the header row is row 1). */
const FIRST_ROW = 'main tr[aria-rowindex="2"]';

/**
 * Installed in every document: `window.__lastClick` is the time of the last click, absolute
 * (timeOrigin + now), as `selectorSeenScript` gives the time a selector matched, so times compare
 * across a page load. A string: see `selectorSeenScript`.
 */
const probe = `
  const now = () => performance.timeOrigin + performance.now();
  document.addEventListener('click', () => (window.__lastClick = now()), true);
  document.addEventListener(${JSON.stringify(PAGE_READY_EVENT)}, () => (window.__signInReady = true));
`;

/** When the selector first matches; across a page load that replaces the document meanwhile. */
async function seen(page: Page, selector: string): Promise<number> {
  for (;;) {
    try {
      return ((await page.evaluate(selectorSeenScript(selector))) as Seen).at;
    } catch (error) {
      // The sign-in pages route to the panel in their own router, then load it as a page.
      if (!String(error).includes('Execution context was destroyed'))
        throw new Error(`waiting for ${selector} at ${page.url()}`, { cause: error });
      await page.waitForLoadState('load');
    }
  }
}
const lastClick = (page: Page) =>
  page.evaluate(() => (window as unknown as { __lastClick?: number }).__lastClick ?? NaN);

/**
 * Sign-in → the dashboard's content. `afterTyping`: the click waits until the sign-in page's code
 * has taken over and the network is quiet (the panel's scripts it fetches ahead are in), as when
 * a person types for a second or two; otherwise it comes as soon as the fields are filled.
 */
async function signIn(page: Page, baseUrl: string, afterTyping = false) {
  await page.goto(new URL('/auth/login', baseUrl).href);
  await page.getByLabel(hostKit.signIn.email).fill(demoOperator.email);
  await page.getByLabel(hostKit.signIn.password, { exact: true }).fill(demoOperator.password);
  if (afterTyping) {
    await page.waitForFunction(() => (window as { __signInReady?: boolean }).__signInReady);
    await page.waitForLoadState('networkidle');
  }
  const clicked = Date.now();
  await page.getByRole('button', { name: hostKit.signIn.submit }).click();
  await page.waitForURL(new URL('/', baseUrl).href);
  const shown = await seen(page, DASHBOARD_CONTENT);
  return shown - clicked;
}

/** Sidebar click → first row; `hover` points at the entry first, as a hand on a mouse does. */
async function openArea(page: Page, label: string, hover: boolean) {
  // The entry's name may go on with what it counts ("Zlecenia (8 zleceń wymaga uwagi)").
  const entry = page.getByRole('navigation', { name: shell.sidebar.label }).getByRole('link', {
    name: new RegExp(`^${label}( \\(|$)`),
  });
  if (hover) {
    await entry.hover();
    // A person's hand rests on an entry ~150–300 ms before it clicks.
    await page.waitForTimeout(150);
  }
  const row = seen(page, FIRST_ROW);
  await entry.click();
  const shown = await row;
  return shown - (await lastClick(page));
}

async function backToDashboard(page: Page) {
  await page
    .getByRole('navigation', { name: shell.sidebar.label })
    .getByRole('link', { name: shell.sidebar.dashboard })
    .click();
  await seen(page, DASHBOARD_CONTENT);
}

/** The page measures' labels in the table; the rest are an area's first rows. */
const pageLabels: Record<string, string> = {
  signIn: 'sign-in → dashboard content',
  'signIn after typing': 'sign-in → dashboard content, clicked after typing',
  'signIn prepared':
    'sign-in → dashboard content, clicked after typing, the page prepared meanwhile',
  reload: 'reload → dashboard content',
};

requireBuild('first-rows');
const stack = await startPanel();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const preparingBrowser = await launchPreparingBrowser();
try {
  const areas = [
    { name: 'members', label: shell.sidebar.members },
    { name: 'orders', label: shell.sidebar.orders },
    { name: 'tags', label: shell.sidebar.tags },
  ];
  const times = {
    signIn: [] as number[],
    'signIn after typing': [] as number[],
    'signIn prepared': [] as number[],
    reload: [] as number[],
    ...Object.fromEntries(
      areas.flatMap(({ name }) => [
        [`${name} cold`, [] as number[]],
        [`${name} cold, pointed at first`, [] as number[]],
        [`${name} warm`, [] as number[]],
      ]),
    ),
  } as Record<string, number[]>;
  for (let round = 0; round < rounds; round += 1) {
    // A fresh browser profile each round: nothing of the panel is cached.
    for (const hover of [false, true]) {
      const context = await browser.newContext({ locale: 'pl-PL' });
      await context.addInitScript(probe);
      const page = await context.newPage();
      // The round that points at entries first signs in as after typing: both in a fresh profile.
      const signInMs = await signIn(page, stack.url, hover);
      times[hover ? 'signIn after typing' : 'signIn']?.push(signInMs);
      for (const { name, label } of areas) {
        times[`${name} ${hover ? 'cold, pointed at first' : 'cold'}`]?.push(
          await openArea(page, label, hover),
        );
        await backToDashboard(page);
        if (!hover) times[`${name} warm`]?.push(await openArea(page, label, false));
        await backToDashboard(page);
      }
      if (!hover) {
        await page.reload();
        const shown = await seen(page, DASHBOARD_CONTENT);
        const started = await page.evaluate(() => performance.timeOrigin);
        times.reload?.push(shown - started);
      }
      await context.close();
    }
    const preparedSignIn = await timePreparedSignIn(preparingBrowser, stack.url);
    if (!preparedSignIn.prepared) {
      throw new Error(
        `signing in did not open the panel's page prepared ahead: ${preparedSignIn.status}`,
      );
    }
    times['signIn prepared']?.push(preparedSignIn.ms);
  }
  for (const [measure, durations] of Object.entries(times)) {
    const summary = summarize(durations);
    const bar =
      measure.startsWith('signIn') || measure === 'reload'
        ? bars.pageMs
        : measure.endsWith('warm')
          ? bars.warmMs
          : bars.coldMs;
    const label = pageLabels[measure] ?? `sidebar click → first row, ${measure}`;
    log(`${label}: ${latency(summary)}`);
    figure({
      benchmark: 'first rows',
      database: where,
      measure: label,
      value: latency(summary),
      bar: `p50 ≤ ${bar} ms`,
      met: summary.p50 <= bar,
    });
  }
} finally {
  await preparingBrowser.close();
  await browser.close();
  await stack.stop();
}
