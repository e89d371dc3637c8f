import { expect, test, type Page } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { seriousViolations } from '../support/accessibility';
import { demo, signIn } from '../support/session';

/** The dashboard's figures: in the page once the organization's statistics have arrived. */
const FIGURES = 'main section [role="group"]';
const PLACEHOLDER = '#panel-placeholder';

/** The layout shifts the page has seen, summed as the browser scores them (no recent input). */
const recordShifts = `
  window.__shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

type Box = { x: number; y: number; width: number; height: number };

/**
 * Where the frame's fixed parts lie inside `scope` (the painted frame, then the panel): the top
 * bar, where the page starts, the greeting's line, what the page is for, the organizations' heading,
 * and on a wide window the sidebar's first entry.
 */
async function frameBoxes(page: Page, scope: string, wide: boolean) {
  const box = async (selector: string) => {
    const found = await page.locator(`${scope} ${selector}`).first().boundingBox();
    if (!found) throw new Error(`${scope} ${selector} is not on screen`);
    return found;
  };
  const line = ({ y, height }: Box) => ({ y, height });
  // Its content is the page's own: the figures make it taller than their outline.
  const place = ({ x, y, width }: Box) => ({ x, y, width });
  return {
    topBar: await box('header'),
    main: place(await box('main')),
    greeting: line(await box('h1')),
    intro: await box(`p:text-is("${shell.dashboard.intro}")`),
    organizations: await box(`h2:text-is("${shell.dashboard.organizations}")`),
    ...(wide ? { firstEntry: await box(`nav li a:text-is("${shell.sidebar.dashboard}")`) } : {}),
  };
}

for (const [device, viewport] of [
  ['phone', { width: 412, height: 823 }],
  ['wide window', { width: 1366, height: 800 }],
] as const) {
  test(`on a ${device}, reloading the dashboard shows its frame before the panel’s scripts run, and the panel takes it over on the same pixels`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(recordShifts);
    await signIn(page, demo.operator);
    await expect(page.locator(FIGURES).first()).toBeVisible();

    // The panel's first script held back, as a slow network holds it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' }); // the page's load waits for the held script
    const painted = page.locator(PLACEHOLDER);
    await expect(painted.getByText(shell.dashboard.intro)).toBeVisible();
    await expect(painted.locator('header')).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    // Nothing in it works yet: it takes no focus and no click.
    await expect(painted.locator('[inert]')).toHaveCount(1);
    const wide = viewport.width > 991;
    await expect(painted.getByText(shell.sidebar.members)).toBeVisible({ visible: wide });
    const before = await frameBoxes(page, PLACEHOLDER, wide);
    expect(await seriousViolations(page)).toEqual([]);

    release();
    await expect(page.locator(FIGURES).first()).toBeVisible();
    await expect(painted).toHaveCount(0);
    const after = await frameBoxes(page, '#root', wide);
    expect(after).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
  });
}

test('someone whose session hint is stale sees the frame give way to the sign-in page', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('signedIn', '1'));
  await page.goto('/organization/0b6e5b1e-8c3a-4d52-9a0f-6c1f6f3b8e21/orders');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.locator(PLACEHOLDER)).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  // The sign-in page at the default scale: the frame's scale was the signed-in user's.
  expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('');
});
