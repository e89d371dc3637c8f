/**
 * The color mode choice without React: read by the pages' pre-paint script
 * (before any bundle runs) as well as by `useColorMode`.
 */
export type ColorMode = 'light' | 'dark';
/** 'system' follows the operating system until the user picks light or dark. */
export type ColorModePreference = ColorMode | 'system';

export const COLOR_MODE_STORAGE_KEY = 'colorMode';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredColorModePreference(): ColorModePreference {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export const systemPrefersDark = () =>
  typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;

export function resolveColorMode(preference: ColorModePreference, prefersDark: boolean): ColorMode {
  if (preference !== 'system') return preference;
  return prefersDark ? 'dark' : 'light';
}

/** Chakra's `_dark` condition reads the `dark` class on <html>; native controls read color-scheme. */
export function applyColorMode(
  mode: ColorMode,
  root: HTMLElement = document.documentElement,
): void {
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}
