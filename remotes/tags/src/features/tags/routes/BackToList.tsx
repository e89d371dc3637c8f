import { useTranslation } from '@care/i18n';
import { Button } from '@care/ui';
import { Link } from '@care/platform/router';
import { tagPaths } from '../paths';

export function BackToList({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('tags');
  return (
    <Button asChild variant="outline">
      <Link to={tagPaths.list(organizationId)}>{t('backToList')}</Link>
    </Button>
  );
}
