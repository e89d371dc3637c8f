import { useCallback, useSyncExternalStore } from 'react';
import {
  COLOR_MODE_STORAGE_KEY,
  DARK_QUERY,
  readStoredColorModePreference,
  resolveColorMode,
  systemPrefersDark,
  type ColorMode,
  type ColorModePreference,
} from './color-mode-preference';

export {
  COLOR_MODE_STORAGE_KEY,
  applyColorMode,
  resolveColorMode,
  type ColorMode,
  type ColorModePreference,
} from './color-mode-preference';

const listeners = new Set<() => void>();
/** Used only when storage is blocked, so a choice still holds for this page. */
let sessionPreference: ColorModePreference | undefined;
const notify = () => listeners.forEach((listener) => listener());

export function setColorModePreference(preference: ColorModePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    else localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    sessionPreference = preference;
  }
  notify();
}

const currentPreference = () => sessionPreference ?? readStoredColorModePreference();
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
