import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type MenuMode = 'static' | 'overlay';

/** The layout settings of the spec (§3) that are not theme: the shell reads them, /settings edits them. */
export interface LayoutSettings {
  menuMode: MenuMode;
  /** A press effect on buttons and menu items. */
  ripple: boolean;
  setMenuMode: (menuMode: MenuMode) => void;
  setRipple: (ripple: boolean) => void;
}

export const LAYOUT_SETTINGS_STORAGE_KEY = 'layoutSettings';

export const useLayoutSettings = create<LayoutSettings>()(
  persist(
    (set) => ({
      menuMode: 'static',
      ripple: true,
      setMenuMode: (menuMode) => set({ menuMode }),
      setRipple: (ripple) => set({ ripple }),
    }),
    {
      name: LAYOUT_SETTINGS_STORAGE_KEY,
      partialize: ({ menuMode, ripple }) => ({ menuMode, ripple }),
    },
  ),
);
