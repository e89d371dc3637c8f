const BLACK = '000000';
const WHITE = 'ffffff';

/** WCAG relative luminance of a 6-hex-digit colour (no '#'). */
function relativeLuminance(hex: string): number {
  const channels = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two 6-hex-digit colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** WCAG AA for the small text of a badge. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The text colour a badge shows on `background`: the tag's own when it reads well enough
 * there, else black or white, so no tag (a seeded one, one made before this rule) is
 * unreadable.
 */
export function badgeTextColor(background: string, textColor: string | null | undefined): string {
  return textColor && contrastRatio(textColor, background) >= MIN_TEXT_CONTRAST
    ? textColor
    : readableTextColor(background);
}

/**
 * Black or white, whichever reads better on the given background; used when a tag
 * has no text colour of its own. Comparing contrast ratios (not a 0.5 luminance cut)
 * keeps mid-tones like pure red on the side WCAG prefers.
 */
export function readableTextColor(background: string): string {
  const luminance = relativeLuminance(background);
  const onBlack = (luminance + 0.05) / 0.05;
  const onWhite = 1.05 / (luminance + 0.05);
  return onBlack >= onWhite ? BLACK : WHITE;
}
