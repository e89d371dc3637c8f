import { routes } from '@care/platform';
import {
  Box,
  Button,
  Portal,
  ProfileIcon,
  SettingsIcon,
  SignOutIcon,
  Text,
  VisuallyHidden,
  type ButtonProps,
} from '@care/ui';
import { Avatar, Menu } from '@care/ui/panel';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { useSignOut } from '../../app/session/use-sign-out';
import { CountBadge } from './CountBadge';
import { usePendingInvitations } from './ProfileBadge';
import { ProfileSidebar } from './settings/ProfileSidebar';
import { useIsDesktop } from './use-is-desktop';
import { useSignedInUser } from './use-signed-in-user';

/**
 * The top bar's user block. A desktop window shows the initials, full name and
 * email, and opens the overflow menu; a narrower one (991 px or less) has room
 * only for a block labelled Operator, which opens the user drawer instead.
 */
export function UserMenu() {
  const { t } = useShellTranslation();
  const isDesktop = useIsDesktop();
  if (isDesktop) return <AccountMenu />;
  return (
    <ProfileSidebar
      trigger={
        <UserBlock purpose={t('layoutSettings.userPanel.open')}>
          <Text fontSize="sm">{t('layout.operator')}</Text>
        </UserBlock>
      }
    />
  );
}

interface UserBlockProps extends ButtonProps {
  /** What pressing it opens; read before what it shows. */
  purpose: string;
  children: ReactNode;
}

/** The initials avatar and what follows it, as one button. */
function UserBlock({ purpose, children, ...buttonProps }: UserBlockProps) {
  const { fullName } = useSignedInUser();
  return (
    <Button variant="ghost" px="2" height="auto" py="1" {...buttonProps}>
      {/* Named by what it shows (WCAG 2.5.3: a voice user says what they see), after what it is. */}
      <VisuallyHidden>{`${purpose}: `}</VisuallyHidden>
      <Avatar.Root size="sm" colorPalette="blue">
        <Avatar.Fallback name={fullName} />
      </Avatar.Root>
      {children}
    </Button>
  );
}

/** The overflow menu of a desktop window: Profile (badged with the pending invitations), Settings, Sign out. */
function AccountMenu() {
  const { t } = useShellTranslation();
  const signOut = useSignOut();
  const { fullName, email } = useSignedInUser();
  const pendingInvitations = usePendingInvitations();

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <UserBlock purpose={t('layout.userMenu')}>
          <Box textAlign="start">
            <Text fontWeight="medium" lineHeight="short">
              {fullName}
            </Text>
            <Text fontSize="xs" color="fg.muted" lineHeight="short">
              {email}
            </Text>
          </Box>
        </UserBlock>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="profile" asChild>
              <RouterLink to={routes.profile()} aria-label={pendingInvitations.profileLabel}>
                <ProfileIcon aria-hidden />
                {t('layout.profile')}
                <CountBadge count={pendingInvitations.count} />
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="settings" asChild>
              <RouterLink to={routes.settings()}>
                <SettingsIcon aria-hidden />
                {t('layout.settings')}
              </RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="signOut" onSelect={() => void signOut()}>
              <SignOutIcon aria-hidden />
              {t('layout.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
