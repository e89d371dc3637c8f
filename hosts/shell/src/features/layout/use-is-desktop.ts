import { useSyncExternalStore } from 'react';
import { DESKTOP_BREAKPOINT_PX, isDesktopWidth } from './menu-state';

const desktopQuery = `(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(desktopQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const isDesktopNow = () => isDesktopWidth(window.innerWidth);

/** Whether the window is wider than the 991 px breakpoint; follows resizes. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopNow, () => true);
}
