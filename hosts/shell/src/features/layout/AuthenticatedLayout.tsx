import { useLayoutSettings } from '@care/platform';
import { Box, Flex, LoadingState, Portal } from '@care/ui';
import { Drawer, Presence, SkipNavContent, SkipNavLink } from '@care/ui/panel';
import { lazy, Suspense, useId, useState } from 'react';
import { Outlet, useLocation } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { SIGNED_IN_FRAME_ATTRIBUTE } from '../../panel-page/placeholder-markup';
import { KeepsPlaceholder } from '../../panel-page/PlaceholderPart';
import { LiveUpdates } from '../live/LiveUpdates';
import { IdleSignOut } from '../idle-sign-out/IdleSignOut';
import { SignInAgainPrompt } from '../sign-in-again/SignInAgainPrompt';
import { closeActiveSidebar, initialMenuState, isSidebarActive, toggleMenu } from './menu-state';
import { useLayoutPreferences } from './settings/use-layout-preferences';
import { mainStyles, SIDEBAR_WIDTH, sidebarColumnStyles } from './frame-styles';
import { SidebarNav } from './SidebarNav';
import { TopBar } from './TopBar';
import { useFocusHeadingOnNavigation } from './use-focus-heading-on-navigation';
import { useIsDesktop } from './use-is-desktop';

const MAIN_ID = 'main-content';
/**
 * Push and the token sync show nothing until something goes wrong: they start once the frame is
 * on screen, not before it. The chunk is fetched as the frame renders (named: a remote opened
 * later finds it in the page, see scripts/bundle-check.mjs). If it cannot be fetched, the panel
 * goes on without them: a failed lazy load would otherwise throw to the route's error page and
 * take the operator's whole frame down for a part that draws nothing.
 */
const SignedInSync = lazy(() =>
  import(/* webpackChunkName: "signed-in-after-render" */ '../push/SignedInSync').then(
    (module) => ({ default: module.SignedInSync }),
    (error: unknown) => {
      console.warn('Push and the token sync could not be loaded', error);
      return { default: () => null };
    },
  ),
);

/** The panel frame: top bar, sidebar (a column on desktop, a drawer over the page otherwise) and the page. */
export function AuthenticatedLayout() {
  const { t } = useShellTranslation();
  const menuMode = useLayoutSettings((settings) => settings.menuMode);
  const isDesktop = useIsDesktop();
  const sidebarId = useId();
  const { pathname } = useLocation();
  const [menu, setMenu] = useState(initialMenuState);
  useLayoutPreferences();
  useFocusHeadingOnNavigation(MAIN_ID);

  // Following a link, or switching the menu mode, hides a sidebar that lies over the page.
  const [shown, setShown] = useState({ pathname, menuMode });
  if (shown.pathname !== pathname || shown.menuMode !== menuMode) {
    setShown({ pathname, menuMode });
    setMenu(closeActiveSidebar);
  }

  const columnShown = menuMode === 'static' && isDesktop && !menu.staticMenuDesktopInactive;
  // The sidebar is active (over the page) with the overlay or the mobile menu; the
  // mobile one only while the window is narrow, since a wide one shows the column instead.
  const drawerShown = isSidebarActive({
    ...menu,
    staticMenuMobileActive: menu.staticMenuMobileActive && !isDesktop,
  });

  return (
    <Flex direction="column" minH="100dvh" {...{ [SIGNED_IN_FRAME_ATTRIBUTE]: '' }}>
      <SkipNavLink id={MAIN_ID}>{t('layout.skipToContent')}</SkipNavLink>
      <Suspense fallback={null}>
        <SignedInSync />
      </Suspense>
      <LiveUpdates />
      <SignInAgainPrompt />
      <IdleSignOut />
      <TopBar
        menuExpanded={columnShown || drawerShown}
        sidebarId={columnShown || drawerShown ? sidebarId : undefined}
        onToggleMenu={() => setMenu((state) => toggleMenu(state, menuMode, window.innerWidth))}
      />
      <Flex flex="1">
        {/*
          The static column slides open and shut (Chakra's width keyframes, waited for before it
          leaves), not when the panel opens; near-instant for reduced motion, as every part with an
          open/closed state (@care/ui's reducedMotionGlobalCss). CSS animations: motion was a
          third of the frame's code.
        */}
        <Presence
          present={columnShown}
          lazyMount
          unmountOnExit
          skipAnimationOnMount
          animationName={{ _open: 'expand-width', _closed: 'collapse-width' }}
          animationDuration="moderate"
          animationTimingFunction="ease-out"
          css={{ '--width': SIDEBAR_WIDTH }}
          {...sidebarColumnStyles}
        >
          <aside id={sidebarId}>
            <Box width={SIDEBAR_WIDTH}>
              <SidebarNav />
            </Box>
          </aside>
        </Presence>
        <Drawer.Root
          open={drawerShown}
          onOpenChange={({ open }) => {
            if (!open) setMenu(closeActiveSidebar);
          }}
          // The menu button controls the drawer's content: the machine finds it by this id.
          ids={{ content: sidebarId }}
          placement="start"
          size="xs"
          lazyMount
          unmountOnExit
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content aria-label={t('sidebar.label')}>
                <Drawer.Body px="0">
                  <SidebarNav />
                </Drawer.Body>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
        <SkipNavContent as="main" id={MAIN_ID} {...mainStyles}>
          <Suspense
            fallback={
              <KeepsPlaceholder>
                <LoadingState />
              </KeepsPlaceholder>
            }
          >
            <Outlet />
          </Suspense>
        </SkipNavContent>
      </Flex>
    </Flex>
  );
}
