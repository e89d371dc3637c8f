import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  const { t } = useShellTranslation();
  return (
    <StatusPage
      title={t('notFound.title')}
      body={t('notFound.body')}
      homeLabel={t('notFound.goHome')}
    />
  );
}
