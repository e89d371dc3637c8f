import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { StatusPage } from './StatusPage';

export function ErrorPage() {
  const { t } = useShellTranslation();
  return (
    <StatusPage title={t('error.title')} body={t('error.body')} homeLabel={t('error.goHome')} />
  );
}
