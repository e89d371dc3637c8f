import { useCallback, useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';
/** 'system' follows the operating system until the user picks light or dark. */
export type ColorModePreference = ColorMode | 'system';

export const COLOR_MODE_STORAGE_KEY = 'colorMode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();
/** Used only when storage is blocked, so a choice still holds for this page. */
let sessionPreference: ColorModePreference | undefined;
const notify = () => listeners.forEach((listener) => listener());

function readPreference(): ColorModePreference {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

const systemPrefersDark = () => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;

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

export function setColorModePreference(preference: ColorModePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    else localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    sessionPreference = preference;
  }
  notify();
}

const currentPreference = () => sessionPreference ?? readPreference();
const currentMode = () => resolveColorMode(currentPreference(), systemPrefersDark());

/** Follows the OS setting, a choice made in another tab, and choices made here. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : undefined;
  media?.addEventListener('change', listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_MODE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface ColorModeState {
  /** What is shown now. */
  colorMode: ColorMode;
  /** What the user chose; 'system' until they pick one. */
  preference: ColorModePreference;
  setColorMode: (preference: ColorModePreference) => void;
}

export function useColorMode(): ColorModeState {
  const colorMode = useSyncExternalStore(subscribe, currentMode, () => 'light' as const);
  const preference = useSyncExternalStore(subscribe, currentPreference, () => 'system' as const);
  const setColorMode = useCallback((next: ColorModePreference) => setColorModePreference(next), []);
  return { colorMode, preference, setColorMode };
}
