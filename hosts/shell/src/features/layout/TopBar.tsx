import { routes } from '@care/platform';
import { Flex, IconButton, Link, LogoIcon, MenuIcon, Spacer, Text } from '@care/ui';
import { Link as RouterLink } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { NotificationBell } from '../notifications/NotificationBell';
import { ProfileLink } from './ProfileBadge';
import { ConfigSidebar } from './settings/ConfigSidebar';
import { useIsDesktop } from './use-is-desktop';
import { homeLinkStyles, topBarStyles } from './frame-styles';
import { UserMenu } from './UserMenu';

export interface TopBarProps {
  menuExpanded: boolean;
  /** The element the menu button shows and hides, while it is on the page. */
  sidebarId?: string;
  onToggleMenu: () => void;
}

export function TopBar({ menuExpanded, sidebarId, onToggleMenu }: TopBarProps) {
  const { t } = useShellTranslation();
  const isDesktop = useIsDesktop();
  return (
    <Flex as="header" {...topBarStyles}>
      <IconButton
        variant="ghost"
        aria-label={t('layout.toggleMenu')}
        aria-expanded={menuExpanded}
        aria-controls={sidebarId}
        onClick={onToggleMenu}
      >
        <MenuIcon />
      </IconButton>
      <Link asChild {...homeLinkStyles}>
        <RouterLink to={routes.dashboard()} aria-label={t('app.homeLink')}>
          <LogoIcon aria-hidden />
          {/* Narrower windows (the one 991 px rule of the top bar) need the room for its buttons. */}
          {isDesktop && <Text as="span">{t('app.name')}</Text>}
        </RouterLink>
      </Link>
      <Spacer />
      <NotificationBell />
      <ProfileLink />
      <ConfigSidebar />
      <UserMenu />
    </Flex>
  );
}
