import { useLayoutSettings } from '@care/platform';
import { Box, Flex, LoadingState, Portal } from '@care/ui';
import { Drawer, SkipNavContent, SkipNavLink } from '@care/ui/panel';
import { Suspense, useId, useState } from 'react';
import { Outlet, useLocation } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { closeActiveSidebar, initialMenuState, toggleMenu } from './menu-state';
import { SidebarNav } from './SidebarNav';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';
import { useIsDesktop } from './use-is-desktop';

const MAIN_ID = 'main-content';

/** The panel frame: top bar, sidebar (a column on desktop, a drawer over the page otherwise) and the page. */
export function AuthenticatedLayout() {
  const { t } = useShellTranslation();
  const menuMode = useLayoutSettings((settings) => settings.menuMode);
  const isDesktop = useIsDesktop();
  const sidebarId = useId();
  const { pathname } = useLocation();
  const [menu, setMenu] = useState(initialMenuState);

  // Following a link hides a sidebar that lies over the page.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenu(closeActiveSidebar);
  }

  const columnShown = menuMode === 'static' && isDesktop && !menu.staticMenuDesktopInactive;
  const drawerShown =
    menu.overlayMenuActive || (menuMode === 'static' && !isDesktop && menu.staticMenuMobileActive);

  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink id={MAIN_ID}>{t('layout.skipToContent')}</SkipNavLink>
      <TopBar
        menuExpanded={columnShown || drawerShown}
        sidebarId={columnShown || drawerShown ? sidebarId : undefined}
        onToggleMenu={() => setMenu((state) => toggleMenu(state, menuMode, window.innerWidth))}
      />
      <Flex flex="1">
        {columnShown && (
          <Box
            as="aside"
            id={sidebarId}
            width="64"
            flexShrink={0}
            borderEndWidth="1px"
            position="sticky"
            top={TOP_BAR_HEIGHT}
            height={`calc(100dvh - ${TOP_BAR_HEIGHT})`}
            overflowY="auto"
          >
            <SidebarNav />
          </Box>
        )}
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
        <SkipNavContent as="main" id={MAIN_ID} flex="1" minW="0" p={{ base: '4', md: '6' }}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </SkipNavContent>
      </Flex>
    </Flex>
  );
}
