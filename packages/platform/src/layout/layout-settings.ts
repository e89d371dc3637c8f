import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  defaultLayoutSettings,
  LAYOUT_SETTINGS_STORAGE_KEY,
  type InputStyle,
  type LayoutScale,
  type MenuMode,
  type StoredLayoutSettings,
} from './stored-layout-settings';

export * from './stored-layout-settings';

/**
 * The layout settings (docs/product.md, the frame) that are not the color mode (that one lives
 * with the design system in @care/ui): the shell applies them, its layout
 * configurator and /settings edit them. Kept per browser.
 */
export interface LayoutSettings extends StoredLayoutSettings {
  setMenuMode: (menuMode: MenuMode) => void;
  setRipple: (ripple: boolean) => void;
  setScale: (scale: LayoutScale) => void;
  setInputStyle: (inputStyle: InputStyle) => void;
}

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
