import { expect, test, type Page } from '../support/test';
import { en as shellEn } from '../../hosts/shell/src/app/i18n/en';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import i18nPl from '../../packages/i18n/src/resources/pl.json';
import tags from '../../remotes/tags/src/i18n/pl.json';
import { demo, signIn, signInAsOperator } from '../support/session';

const settings = shell.layoutSettings;
/** The configurator's choices, common strings the account's settings page shows too. */
const choices = i18nPl.layoutSettings;
const menuButton = (page: Page) =>
  page.getByRole('button', { name: shell.layout.toggleMenu, exact: true });
const sidebar = (page: Page) => page.getByRole('navigation', { name: shell.sidebar.label });
const html = (page: Page) => page.locator('html');

/** The desktop user card, named 'Menu konta: <initials> <name> <email>'. */
const userCard = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${shell.layout.userMenu}: `) });
/** The user block of windows of 991 px or less, named 'Panel użytkownika: <initials> Operator'. */
const operatorBlock = (page: Page) =>
  page.getByRole('banner').getByRole('button', {
    name: new RegExp(`^${settings.userPanel.open}: .*${shell.layout.operator}$`),
  });
const userDrawer = (page: Page) => page.getByRole('dialog', { name: settings.userPanel.title });

async function openConfigurator(page: Page) {
  await page.getByRole('button', { name: settings.open }).click();
  const drawer = page.getByRole('dialog', { name: settings.title });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('menu toggle at the 991 px breakpoint', () => {
  for (const width of [1280, 992]) {
    test(`at ${width} px the sidebar is a column beside the page that the menu button hides and shows`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAsOperator(page);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      // A column, not a dialog: the page beside it stays usable.
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await menuButton(page).click();
      await expect(sidebar(page)).toHaveCount(0);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

      await menuButton(page).click();
      await expect(sidebar(page)).toBeVisible();
    });
  }

  for (const width of [991, 800]) {
    test(`at ${width} px the sidebar opens over the page and closes on an outside click`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, demo.operator);
      // Narrow: no column after sign-in, only the button that opens the menu.
      await expect(page).toHaveURL(/\/$/);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(sidebar(page)).toHaveCount(0);

      await menuButton(page).click();
      await expect(sidebar(page)).toBeVisible();
      await page.mouse.click(width - 20, 400);
      await expect(sidebar(page)).toHaveCount(0);

      await menuButton(page).click();
      await sidebar(page).getByRole('link', { name: shell.sidebar.tags }).click();
      await expect(page).toHaveURL(/\/tags$/);
      await expect(sidebar(page)).toHaveCount(0);
    });
  }

  test('in overlay mode the menu lies over the page even on a wide window', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsOperator(page);
    const drawer = await openConfigurator(page);
    await drawer.getByText(choices.menuMode.overlay, { exact: true }).click();
    await page.keyboard.press('Escape');

    await expect(sidebar(page)).toHaveCount(0);
    await menuButton(page).click();
    await expect(page.getByRole('dialog').filter({ has: sidebar(page) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toHaveCount(0);
  });
});

test.describe('the user block at the 991 px breakpoint', () => {
  test('at 992 px the user card shows the name and email and opens the account menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await signInAsOperator(page);
    await expect(userCard(page)).toContainText(demo.operator);
    await expect(operatorBlock(page)).toHaveCount(0);

    await userCard(page).click();
    await expect(page.getByRole('menuitem', { name: shell.layout.profile })).toBeVisible();
    await expect(userDrawer(page)).toHaveCount(0);
  });

  for (const width of [991, 320]) {
    test(`at ${width} px the Operator block opens the user drawer, and the top bar fits the window`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, demo.operator);
      await expect(page).toHaveURL(/\/$/);
      const topBar = page.getByRole('banner');
      await expect(operatorBlock(page)).toBeVisible();
      await expect(userCard(page)).toHaveCount(0);
      await expect(topBar.getByRole('link', { name: shell.layout.profile })).toBeVisible();

      // Every control of the top bar lies inside the window; nothing scrolls sideways.
      for (const control of await topBar.locator('a, button').all()) {
        const box = await control.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

      await operatorBlock(page).focus();
      await page.keyboard.press('Enter');
      await expect(userDrawer(page)).toBeVisible();
      await expect(userDrawer(page)).toContainText(demo.operator);
      await page.keyboard.press('Escape');
      await expect(userDrawer(page)).toHaveCount(0);
      await expect(operatorBlock(page)).toBeFocused();

      await operatorBlock(page).click();
      await userDrawer(page).getByRole('link', { name: shell.layout.profile }).click();
      await expect(page).toHaveURL(/\/profile/);
      await expect(userDrawer(page)).toHaveCount(0);
    });
  }
});

test.describe('theme and scale', () => {
  test('the theme follows the system until the user picks one, which is kept', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAsOperator(page);
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveClass(/\blight\b/);

    const drawer = await openConfigurator(page);
    await drawer.getByText(choices.theme.dark, { exact: true }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');

    await page.reload();
    await expect(sidebar(page)).toBeVisible();
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });

  test('the design system’s global styles come with the page as a stylesheet, not built in it', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAsOperator(page);
    await expect(sidebar(page)).toBeVisible();
    await expect(page.locator('link[rel="stylesheet"][href*="/design-system."]')).toHaveCount(1);
    await expect(html(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    // Every rule emotion holds, whatever its mode (text or rules inserted one by one).
    const tokensBuiltInPage = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('style[data-emotion]')].some((style) =>
          [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].some((rule) =>
            rule.cssText.includes('--chakra-colors-bg:'),
          ),
        ),
      );
    expect(await tokensBuiltInPage()).toBe(false);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveCSS('background-color', 'rgb(9, 9, 11)');
    expect(await tokensBuiltInPage()).toBe(false);
  });

  test('the scale sets the root font size, and filled inputs replace outlined ones', async ({
    page,
  }) => {
    await signInAsOperator(page);
    await expect(html(page)).toHaveCSS('font-size', '14px');
    await sidebar(page).getByRole('link', { name: shell.sidebar.tags }).click();
    await page.getByRole('link', { name: tags.list.create }).click();
    const nameInput = page.getByLabel(tags.form.name);
    // Outlined: a border on a clear field.
    await expect(nameInput).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    const drawer = await openConfigurator(page);
    await drawer.getByText(choices.scale.option['16'], { exact: true }).click();
    await expect(html(page)).toHaveCSS('font-size', '16px');
    await drawer.getByText(choices.inputStyle.filled, { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(nameInput).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    await page.reload();
    await expect(page.getByLabel(tags.form.name)).not.toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0)',
    );
    await expect(html(page)).toHaveCSS('font-size', '16px');
  });

  test('the ripple is drawn on buttons while it is on, and never for reduced motion', async ({
    page,
  }) => {
    const rippleDisplay = () =>
      menuButton(page).evaluate((button) => {
        const after = getComputedStyle(button, '::after');
        return after.content === 'none' ? 'none' : after.display;
      });
    await signInAsOperator(page);
    expect(await rippleDisplay()).toBe('block');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await rippleDisplay()).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    const drawer = await openConfigurator(page);
    await drawer.getByText(choices.ripple, { exact: true }).click();
    await expect(drawer.getByRole('switch', { name: choices.ripple })).not.toBeChecked();
    await page.keyboard.press('Escape');
    expect(await rippleDisplay()).toBe('none');
  });
});

test('the language switches at run time, is kept, and <html lang> follows', async ({ page }) => {
  await signInAsOperator(page);
  await expect(html(page)).toHaveAttribute('lang', 'pl');

  const drawer = await openConfigurator(page);
  await drawer.getByText(i18nPl.language.en, { exact: true }).click();

  await expect(page.getByRole('dialog', { name: shellEn.layoutSettings.title })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en-US');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: shellEn.sidebar.label })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('navigation', { name: shellEn.sidebar.label })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');
});
