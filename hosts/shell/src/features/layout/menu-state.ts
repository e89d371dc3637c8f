import type { MenuMode } from '@care/platform';

/** A window wider than this many pixels is a desktop. */
export const DESKTOP_BREAKPOINT_PX = 991;

/** The layout state flags that the menu button flips. */
export interface MenuState {
  staticMenuDesktopInactive: boolean;
  overlayMenuActive: boolean;
  staticMenuMobileActive: boolean;
}

export const initialMenuState: MenuState = {
  staticMenuDesktopInactive: false,
  overlayMenuActive: false,
  staticMenuMobileActive: false,
};

export const isDesktopWidth = (windowWidth: number) => windowWidth > DESKTOP_BREAKPOINT_PX;

/**
 * In overlay mode the button flips the overlay menu; otherwise a
 * window wider than 991 px flips the desktop static menu and a narrower one
 * the mobile static menu.
 */
export function toggleMenu(state: MenuState, menuMode: MenuMode, windowWidth: number): MenuState {
  if (menuMode === 'overlay') return { ...state, overlayMenuActive: !state.overlayMenuActive };
  if (isDesktopWidth(windowWidth))
    return { ...state, staticMenuDesktopInactive: !state.staticMenuDesktopInactive };
  return { ...state, staticMenuMobileActive: !state.staticMenuMobileActive };
}

/** The sidebar counts as active (shown over the page) when the overlay or the mobile menu is. */
export function isSidebarActive(state: MenuState): boolean {
  return state.overlayMenuActive || state.staticMenuMobileActive;
}

/** An outside click, Escape or a followed link hides the sidebar that lies over the page. */
export function closeActiveSidebar(state: MenuState): MenuState {
  return { ...state, overlayMenuActive: false, staticMenuMobileActive: false };
}
