import { routes } from '@care/platform';
import { CenteredPage, Link, Text } from '@care/ui';
import { Link as RouterLink } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';

export function ForgotPasswordPage() {
  const { t } = useShellTranslation();
  return (
    <CenteredPage title={t('forgotPassword.title')}>
      <Text>{t('forgotPassword.body')}</Text>
      <Link asChild alignSelf="start">
        <RouterLink to={routes.login()}>{t('forgotPassword.backToLogin')}</RouterLink>
      </Link>
    </CenteredPage>
  );
}
