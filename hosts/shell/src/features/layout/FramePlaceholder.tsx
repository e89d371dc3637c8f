import {
  Box,
  Button,
  DashboardIcon,
  DocumentsIcon,
  Flex,
  IconButton,
  Link,
  LogoIcon,
  MembersIcon,
  MenuIcon,
  OrdersIcon,
  OutpostsIcon,
  ProfileIcon,
  Skeleton,
  Spacer,
  Stack,
  TagsIcon,
  Text,
  VisuallyHidden,
} from '@care/ui';
import { Avatar, BellIcon, LayoutSettingsIcon } from '@care/ui/panel';
import type { ComponentType, ReactNode } from 'react';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { PLACEHOLDER_MENU_MODE_ATTRIBUTE } from '../../panel-page/placeholder-markup';
import {
  DESKTOP_MEDIA,
  homeLinkStyles,
  mainStyles,
  SIDEBAR_WIDTH,
  sidebarColumnStyles,
  sidebarLinkStyles,
  sidebarNavStyles,
  topBarStyles,
} from './frame-styles';
import { SidebarSection } from './SidebarSection';

/*
 * The frame before anything of the user is known, as the panel's page paints it before any
 * script runs (src/panel-page): the same boxes as AuthenticatedLayout, TopBar and SidebarNav, so
 * nothing moves when the panel takes over. Where those choose by the window's width in script,
 * this chooses in CSS at the same 991 px. Inert: nothing in it works until the panel has started.
 */

/** Shown on windows wider than the breakpoint only, as `display`. */
const desktopOnly = (display: string) =>
  ({ display: 'none', css: { [DESKTOP_MEDIA]: { display } } }) as const;
/** Shown on windows of the breakpoint's width or narrower only. */
const narrowOnly = { css: { [DESKTOP_MEDIA]: { display: 'none' } } } as const;

export interface FramePlaceholderProps {
  /** The sidebar's groups after Home (OrganizationMenuPlaceholder). */
  menu?: ReactNode;
  /** The page's outline. */
  children: ReactNode;
}

export function FramePlaceholder({ menu, children }: FramePlaceholderProps) {
  const { t } = useShellTranslation();
  return (
    <>
      <VisuallyHidden role="status">{t('guard.loadingAccount')}</VisuallyHidden>
      <Flex direction="column" minH="100dvh" inert>
        <Flex as="header" {...topBarStyles}>
          <IconButton variant="ghost" aria-label={t('layout.toggleMenu')}>
            <MenuIcon />
          </IconButton>
          <Link {...homeLinkStyles}>
            <LogoIcon aria-hidden />
            <Text as="span" {...desktopOnly('inline')}>
              {t('app.name')}
            </Text>
          </Link>
          <Spacer />
          <IconButton variant="ghost" aria-hidden>
            <BellIcon />
          </IconButton>
          <IconButton variant="ghost" aria-hidden>
            <ProfileIcon />
          </IconButton>
          <IconButton variant="ghost" aria-hidden>
            <LayoutSettingsIcon />
          </IconButton>
          <Button variant="ghost" px="2" height="auto" py="1" aria-hidden>
            <Avatar.Root size="sm" colorPalette="blue">
              <Avatar.Fallback />
            </Avatar.Root>
            <Box textAlign="start" {...desktopOnly('block')}>
              <Text fontWeight="medium" lineHeight="short">
                <Skeleton as="span" display="inline-block" height="0.9em" width="8rem" />
              </Text>
              <Text fontSize="xs" lineHeight="short">
                <Skeleton as="span" display="inline-block" height="0.9em" width="9rem" />
              </Text>
            </Box>
            <Text fontSize="sm" {...narrowOnly}>
              {t('layout.operator')}
            </Text>
          </Button>
        </Flex>
        <Flex flex="1">
          <Box
            {...sidebarColumnStyles}
            display="none"
            css={{
              [DESKTOP_MEDIA]: { display: 'block' },
              // The static column stands beside the page unless the user chose the overlay menu.
              [`html[${PLACEHOLDER_MENU_MODE_ATTRIBUTE}=overlay] &`]: { display: 'none' },
            }}
          >
            <aside>
              <Box width={SIDEBAR_WIDTH}>
                <Stack as="nav" {...sidebarNavStyles}>
                  <SidebarSection title={t('sidebar.home')}>
                    <PlaceholderLink icon={DashboardIcon}>{t('sidebar.dashboard')}</PlaceholderLink>
                  </SidebarSection>
                  {menu}
                </Stack>
              </Box>
            </aside>
          </Box>
          <Box as="main" {...mainStyles}>
            {children}
          </Box>
        </Flex>
      </Flex>
    </>
  );
}

function PlaceholderLink({
  icon: Icon,
  children,
}: {
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  children: ReactNode;
}) {
  return (
    <Link {...sidebarLinkStyles}>
      <Icon aria-hidden />
      {children}
    </Link>
  );
}

/** An operated organization's group before its name is known: its five areas. */
export function OrganizationMenuPlaceholder() {
  const { t } = useShellTranslation();
  return (
    <SidebarSection title={<Skeleton as="span" display="inline-block" height="3" width="32" />}>
      <PlaceholderLink icon={MembersIcon}>{t('sidebar.members')}</PlaceholderLink>
      <PlaceholderLink icon={OrdersIcon}>{t('sidebar.orders')}</PlaceholderLink>
      <PlaceholderLink icon={TagsIcon}>{t('sidebar.tags')}</PlaceholderLink>
      <PlaceholderLink icon={DocumentsIcon}>{t('sidebar.documents')}</PlaceholderLink>
      <PlaceholderLink icon={OutpostsIcon}>{t('sidebar.outposts')}</PlaceholderLink>
    </SidebarSection>
  );
}
