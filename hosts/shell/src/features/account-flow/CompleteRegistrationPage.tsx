import { CenteredPage, Text } from '@care/ui';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { SignOutButton } from '../../app/session/SignOutButton';

export function CompleteRegistrationPage() {
  const { t } = useShellTranslation();
  return (
    <CenteredPage title={t('completeRegistration.title')}>
      <Text>{t('completeRegistration.body')}</Text>
      <SignOutButton />
    </CenteredPage>
  );
}
