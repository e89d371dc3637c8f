import { routes, useAccountFlags, useAuthStore } from '@care/platform';
import { Button, CenteredPage, HStack, MobileAppIcon, Text } from '@care/ui';
import { Link as RouterLink } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { SignOutButton } from '../../app/session/SignOutButton';

/** 'You don't have permission…'; a mobile-app user learns the panel is for operators. */
export function AccessDeniedPage() {
  const { t } = useShellTranslation();
  const signedIn = useAuthStore((state) => state.status === 'signedIn');
  const isMobileAppUser = useAccountFlags()?.isMobileAppUser ?? false;

  return (
    <CenteredPage title={t('accessDenied.title')}>
      <Text>{t('accessDenied.body')}</Text>
      {isMobileAppUser && <Text>{t('accessDenied.mobileBody')}</Text>}
      <HStack gap="3" wrap="wrap">
        {isMobileAppUser ? (
          <Button asChild>
            <RouterLink to={routes.mobile()}>
              <MobileAppIcon aria-hidden="true" />
              {t('accessDenied.openMobile')}
            </RouterLink>
          </Button>
        ) : (
          <Button asChild>
            <RouterLink to={signedIn ? routes.dashboard() : routes.login()}>
              {t(signedIn ? 'accessDenied.goHome' : 'accessDenied.signIn')}
            </RouterLink>
          </Button>
        )}
        {signedIn && <SignOutButton />}
      </HStack>
    </CenteredPage>
  );
}
