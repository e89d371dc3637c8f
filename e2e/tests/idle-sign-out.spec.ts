import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { idTokenOf } from '../support/api';
import { currentEndpoints } from '../support/deployment';
import { demo, demoPassword, signIn } from '../support/session';
import { expect, test, type Page } from '../support/test';

// A panel nobody uses signs out after the organization's minutes, in every tab of the browser at
// once; the browser's clock is Playwright's, installed for the whole context (both tabs) before
// either opens, and moved on instead of waited for.

/** Hospicjum Demo keeps the default: operator2 belongs to it alone. */
const account = demo.operator2;
const SEEDED_IDLE_MINUTES = 15;
const minutes = (count: number) => count * 60_000;

const { idleSignOut: texts } = shell;
const sidebar = (page: Page) => page.getByRole('navigation', { name: shell.sidebar.label });
const warning = (page: Page) => page.getByRole('alertdialog', { name: texts.title });

/** The words of a Polish plural, as i18next picks them. */
const plural = (forms: Record<string, string>, key: string, count: number) =>
  forms[`${key}_${new Intl.PluralRules('pl-PL').select(count)}`]!.replace(
    '{{count}}',
    String(count),
  );

/** Waits until the page has read its minutes, after which its idle clock runs. */
const policyRead = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/account/me/session-policy') && response.ok(),
  );

/** Two tabs of one browser, signed in, each counting from now. */
async function twoSignedInTabs(page: Page): Promise<[Page, Page]> {
  await page.context().clock.install();
  const policyOfA = policyRead(page);
  await signIn(page, account);
  await expect(sidebar(page)).toBeVisible();
  await policyOfA;

  const other = await page.context().newPage();
  const policyOfB = policyRead(other);
  await other.goto('/');
  await expect(sidebar(other)).toBeVisible();
  await policyOfB;
  // The answer is in; the frame starts its clock on the render that follows.
  for (const tab of [page, other])
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  return [page, other];
}

test.describe('idle sign-out', () => {
  test('the seeded organization signs out after its default minutes', async () => {
    const token = await idTokenOf(account, demoPassword);
    const response = await fetch(`${currentEndpoints().apiUrl}/account/me/session-policy`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await response.json()).toEqual({ idleSignOutMinutes: SEEDED_IDLE_MINUTES });
  });

  test('two idle tabs both warn a minute ahead, then both sign out and say why', async ({
    page,
  }) => {
    const [a, b] = await twoSignedInTabs(page);

    await a.context().clock.fastForward(minutes(SEEDED_IDLE_MINUTES - 1));
    for (const tab of [a, b]) {
      await expect(warning(tab)).toBeVisible();
      await expect(warning(tab).getByRole('button', { name: texts.stay })).toBeVisible();
    }

    await a.context().clock.fastForward(minutes(1));
    const notice = plural(texts, 'signedOut', SEEDED_IDLE_MINUTES);
    for (const tab of [a, b]) {
      await expect(tab).toHaveURL(/\/auth\/login$/);
      await expect(tab.getByText(notice)).toBeVisible();
    }
  });

  test('staying signed in in one tab keeps the other signed in too', async ({ page }) => {
    const [a, b] = await twoSignedInTabs(page);

    await a.context().clock.fastForward(minutes(SEEDED_IDLE_MINUTES - 1));
    await expect(warning(b)).toBeVisible();
    await warning(a).getByRole('button', { name: texts.stay }).click();
    // A tab in the background plays the warning's closing animation once looked at.
    for (const tab of [a, b]) {
      await tab.bringToFront();
      await expect(warning(tab)).toBeHidden();
    }

    // Past the minute the warning gave: both tabs count from the press.
    await a.context().clock.fastForward(minutes(2));
    for (const tab of [a, b]) {
      await expect(sidebar(tab)).toBeVisible();
      await expect(warning(tab)).toBeHidden();
    }
    await expect(b).not.toHaveURL(/\/auth\/login$/);
  });

  test('a key pressed in one tab keeps the other from signing out', async ({ page }) => {
    const [a, b] = await twoSignedInTabs(page);

    await a.context().clock.fastForward(minutes(10));
    await b.keyboard.press('Shift');

    // Fifteen minutes after the tabs opened, ten after the key: neither warns nor signs out.
    await a.context().clock.fastForward(minutes(SEEDED_IDLE_MINUTES - 10));
    for (const tab of [a, b]) {
      await expect(sidebar(tab)).toBeVisible();
      await expect(warning(tab)).toBeHidden();
    }

    // Fifteen minutes after the key, both are gone.
    await a.context().clock.fastForward(minutes(SEEDED_IDLE_MINUTES - 5));
    for (const tab of [a, b]) await expect(tab).toHaveURL(/\/auth\/login$/);
  });
});
