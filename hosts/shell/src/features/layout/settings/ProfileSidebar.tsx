import { routes } from '@care/platform';
import { Button, HStack, ProfileIcon, SettingsIcon, SignOutIcon, Stack, Text } from '@care/ui';
import { Avatar, UserPanelIcon } from '@care/ui/panel';
import { useState } from 'react';
import { Link as RouterLink } from '@care/platform/router';
import { useShellTranslation } from '../../../app/i18n/shell-i18n';
import { useSignOut } from '../../../app/session/use-sign-out';
import { useIsDesktop } from '../use-is-desktop';
import { useSignedInUser } from '../use-signed-in-user';
import { TopBarDrawer } from './TopBarDrawer';

/**
 * Spec §3 profile sidebar: who is signed in, the way to their profile and
 * settings, and sign out — on windows of 991 px or less, where the top bar's
 * user card has no room for the name and email.
 */
export function ProfileSidebar() {
  const { t } = useShellTranslation();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const { fullName, email } = useSignedInUser();
  const close = () => setOpen(false);
  const isDesktop = useIsDesktop();

  return (
    <TopBarDrawer
      title={t('layoutSettings.userPanel.title')}
      // Wider windows show the name and email in the top bar's user card already.
      trigger={
        isDesktop
          ? undefined
          : { label: t('layoutSettings.userPanel.open'), icon: <UserPanelIcon aria-hidden /> }
      }
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
            <RouterLink to={routes.profile()} onClick={close}>
              <ProfileIcon aria-hidden />
              {t('layout.profile')}
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
