import { expect, test, type Page } from '../support/test';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import tags from '../../remotes/tags/src/i18n/pl.json';
import { signInAsOperator } from '../support/session';

/** WCAG contrast ratio of two CSS `rgb(…)` colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map((channel) => Number(channel) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Starts the keyboard from the top of the page, as after a fresh load. */
async function tabFromTop(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a keyboard user skips to the content and follows the menu in the ${colorScheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signInAsOperator(page);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));

    await tabFromTop(page);
    const skipLink = page.getByRole('link', { name: shell.layout.skipToContent });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    // Nothing lies over it: the point at its centre belongs to the link itself.
    const onTop = await skipLink.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return box.width > 1 && box.height > 1 && hit !== null && link.contains(hit);
    });
    expect(onTop).toBe(true);

    // Its ring stands out from the page by at least 3:1.
    const { ring, page: background } = await skipLink.evaluate((link) => {
      const style = getComputedStyle(link);
      const pageColor = [document.body, document.documentElement]
        .map((element) => getComputedStyle(element).backgroundColor)
        .find((color) => color !== 'rgba(0, 0, 0, 0)');
      return {
        ring: style.outlineStyle === 'none' ? '' : style.outlineColor,
        page: pageColor ?? '',
      };
    });
    expect(ring).not.toBe('');
    expect(contrastRatio(ring, background)).toBeGreaterThanOrEqual(3);

    // Following a sidebar link puts the focus on the heading of the page that opened.
    await page
      .getByRole('navigation', { name: shell.sidebar.label })
      .getByRole('link', { name: shell.sidebar.tags })
      .click();
    await expect(page).toHaveURL(/\/organization\/[0-9a-f-]{36}\/tags$/);
    await expect(page.getByRole('heading', { level: 1, name: tags.title })).toBeFocused();
  });
}
