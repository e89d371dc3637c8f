import { routes } from '@care/platform';
import { Button, HStack, ProfileIcon, SettingsIcon, SignOutIcon, Stack, Text } from '@care/ui';
import { Avatar } from '@care/ui/panel';
import { useState, type ReactElement } from 'react';
import { Link as RouterLink } from '@care/platform/router';
import { useShellTranslation } from '../../../app/i18n/shell-i18n';
import { useSignOut } from '../../../app/session/use-sign-out';
import { CountBadge } from '../CountBadge';
import { usePendingInvitations } from '../ProfileBadge';
import { useSignedInUser } from '../use-signed-in-user';
import { TopBarDrawer } from './TopBarDrawer';

export interface ProfileSidebarProps {
  /** The top bar's user block, which opens the drawer. */
  trigger: ReactElement;
}

/**
 * The profile sidebar, the user drawer of windows of 991 px or less: who is
 * signed in (the top bar has no room for the name and email there), and what the
 * wider window's overflow menu offers — Profile with the same pending-invitation
 * badge, Settings, Sign out.
 */
export function ProfileSidebar({ trigger }: ProfileSidebarProps) {
  const { t } = useShellTranslation();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const { fullName, email } = useSignedInUser();
  const pendingInvitations = usePendingInvitations();
  const close = () => setOpen(false);

  return (
    <TopBarDrawer
      title={t('layoutSettings.userPanel.title')}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
    >
      <Stack gap="6">
        <HStack gap="3">
          <Avatar.Root colorPalette="blue">
            <Avatar.Fallback name={fullName} />
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" truncate>
              {fullName}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {email}
            </Text>
          </Stack>
        </HStack>
        <Stack as="nav" aria-label={t('layoutSettings.userPanel.title')} gap="1">
          <Button asChild variant="ghost" justifyContent="start">
            <RouterLink
              to={routes.profile()}
              aria-label={pendingInvitations.profileLabel}
              onClick={close}
            >
              <ProfileIcon aria-hidden />
              {t('layout.profile')}
              <CountBadge count={pendingInvitations.count} />
            </RouterLink>
          </Button>
          <Button asChild variant="ghost" justifyContent="start">
            <RouterLink to={routes.settings()} onClick={close}>
              <SettingsIcon aria-hidden />
              {t('layout.settings')}
            </RouterLink>
          </Button>
        </Stack>
        <Button variant="outline" onClick={() => void signOut()}>
          <SignOutIcon aria-hidden />
          {t('layout.signOut')}
        </Button>
      </Stack>
    </TopBarDrawer>
  );
}
