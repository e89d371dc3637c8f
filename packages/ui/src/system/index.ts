export { getSystem } from './system';
export { ROOT_FONT_SIZE } from './config';
export { UiProvider } from './UiProvider';
export {
  applyLayoutPreferences,
  clearLayoutPreferences,
  type LayoutPreferences,
} from './layout-preferences';
export {
  COLOR_MODE_STORAGE_KEY,
  applyColorMode,
  resolveColorMode,
  setColorModePreference,
  useColorMode,
  type ColorMode,
  type ColorModePreference,
  type ColorModeState,
} from './color-mode';
