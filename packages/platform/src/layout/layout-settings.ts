import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type MenuMode = 'static' | 'overlay';
/** Outlined inputs have a border on a clear field; filled ones a tinted field without one. */
export type InputStyle = 'outlined' | 'filled';

/** Spec §9: "default layout scale 14" — the root font size in pixels that every rem scales from. */
export const DEFAULT_LAYOUT_SCALE = 14;
/** The scales a user may pick, around the default. */
export const LAYOUT_SCALES = [12, 13, 14, 15, 16] as const;
export type LayoutScale = (typeof LAYOUT_SCALES)[number];

/**
 * The layout settings of spec §3 that are not the color mode (that one lives
 * with the design system in @care/ui): the shell applies them, its layout
 * configurator and /settings edit them. Kept per browser.
 */
export interface LayoutSettings {
  menuMode: MenuMode;
  /** A press effect on buttons and menu items. */
  ripple: boolean;
  scale: LayoutScale;
  inputStyle: InputStyle;
  setMenuMode: (menuMode: MenuMode) => void;
  setRipple: (ripple: boolean) => void;
  setScale: (scale: LayoutScale) => void;
  setInputStyle: (inputStyle: InputStyle) => void;
}

export const LAYOUT_SETTINGS_STORAGE_KEY = 'layoutSettings';

export const defaultLayoutSettings = {
  menuMode: 'static',
  ripple: true,
  scale: DEFAULT_LAYOUT_SCALE,
  inputStyle: 'outlined',
} as const satisfies Pick<LayoutSettings, 'menuMode' | 'ripple' | 'scale' | 'inputStyle'>;

export const useLayoutSettings = create<LayoutSettings>()(
  persist(
    (set) => ({
      ...defaultLayoutSettings,
      setMenuMode: (menuMode) => set({ menuMode }),
      setRipple: (ripple) => set({ ripple }),
      setScale: (scale) => set({ scale }),
      setInputStyle: (inputStyle) => set({ inputStyle }),
    }),
    {
      name: LAYOUT_SETTINGS_STORAGE_KEY,
      partialize: ({ menuMode, ripple, scale, inputStyle }) => ({
        menuMode,
        ripple,
        scale,
        inputStyle,
      }),
    },
  ),
);
