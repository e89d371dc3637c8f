import { useAuthStore } from '@care/platform';
import { CenteredPage, Text } from '@care/ui';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { SignOutButton } from '../../app/session/SignOutButton';

export function EmailVerificationPage() {
  const { t } = useShellTranslation();
  const email = useAuthStore((state) => state.user?.email ?? '');
  return (
    <CenteredPage title={t('emailVerification.title')}>
      <Text>{t('emailVerification.body', { email })}</Text>
      <SignOutButton />
    </CenteredPage>
  );
}
