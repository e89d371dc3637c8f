import type { FlexProps, LinkProps, StackProps } from '@care/ui';
import { DESKTOP_BREAKPOINT_PX } from './menu-state';

/**
 * The frame's measures, shared by the panel's frame and the copy of it that the panel's page
 * paints before any script runs (src/panel-page): the two must lie on the same pixels, or the
 * page jumps when the panel takes over.
 */
export const TOP_BAR_HEIGHT = '3.5rem';
export const SIDEBAR_WIDTH = '16rem';

/** Matches a window wider than the 991 px breakpoint, in CSS: what `useIsDesktop` says in script. */
export const DESKTOP_MEDIA = `@media (min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`;

export const topBarStyles = {
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  height: TOP_BAR_HEIGHT,
  align: 'center',
  gap: '2',
  px: '3',
  bg: 'bg',
  borderBottomWidth: '1px',
} as const satisfies FlexProps;

/** The home link: the logo, and the panel's name where the window has room for it. */
export const homeLinkStyles = {
  fontWeight: 'semibold',
  fontSize: 'lg',
  color: 'fg',
  textDecoration: 'none',
  gap: '2',
} as const satisfies LinkProps;

/** The static sidebar column beside the page. */
export const sidebarColumnStyles = {
  width: SIDEBAR_WIDTH,
  flexShrink: 0,
  borderEndWidth: '1px',
  position: 'sticky',
  top: TOP_BAR_HEIGHT,
  height: `calc(100dvh - ${TOP_BAR_HEIGHT})`,
  overflowX: 'hidden',
  overflowY: 'auto',
} as const;

export const sidebarNavStyles = {
  gap: '5',
  p: '3',
  colorPalette: 'blue',
} as const satisfies StackProps;

export const sidebarLinkStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  rounded: 'md',
  color: 'fg',
  textDecoration: 'none',
} as const satisfies LinkProps;

/** The page's place in the frame. */
export const mainStyles = { flex: '1', minW: '0', p: { base: '4', md: '6' } } as const;
