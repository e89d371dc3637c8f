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
} from '@care/ui';
import { Avatar, Menu } from '@care/ui/panel';
import { Link as RouterLink } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { useSignOut } from '../../app/session/use-sign-out';
import { useSignedInUser } from './use-signed-in-user';
import { CountBadge } from './CountBadge';
import { usePendingInvitations } from './ProfileBadge';
import { useIsDesktop } from './use-is-desktop';

/**
 * The user card of the top bar and its overflow menu: Profile (badged with the
 * pending invitations), Settings, Sign out. A desktop window shows the initials,
 * full name and email; a narrower one (991 px or less) a block labelled Operator.
 */
export function UserMenu() {
  const { t } = useShellTranslation();
  const signOut = useSignOut();
  const { fullName, email } = useSignedInUser();
  const isDesktop = useIsDesktop();
  const pendingInvitations = usePendingInvitations();

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" px="2" height="auto" py="1">
          {/* Named by what it shows (WCAG 2.5.3: a voice user says what they see), after what it is. */}
          <VisuallyHidden>{`${t('layout.userMenu')}: `}</VisuallyHidden>
          <Avatar.Root size="sm" colorPalette="blue">
            <Avatar.Fallback name={fullName} />
          </Avatar.Root>
          {isDesktop ? (
            <Box textAlign="start">
              <Text fontWeight="medium" lineHeight="short">
                {fullName}
              </Text>
              <Text fontSize="xs" color="fg.muted" lineHeight="short">
                {email}
              </Text>
            </Box>
          ) : (
            <Text fontSize="sm">{t('layout.operator')}</Text>
          )}
        </Button>
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
