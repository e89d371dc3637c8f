import { routes } from '@care/platform';
import { CenteredPage, Link, Text } from '@care/ui';
import { Link as RouterLink } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';

export function RegisterPage() {
  const { t } = useShellTranslation();
  return (
    <CenteredPage title={t('register.title')}>
      <Text>{t('register.body')}</Text>
      <Link asChild alignSelf="start">
        <RouterLink to={routes.login()}>{t('register.backToLogin')}</RouterLink>
      </Link>
    </CenteredPage>
  );
}
