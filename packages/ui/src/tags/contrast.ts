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
