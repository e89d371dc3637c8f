import { routes, useOrganization } from '@care/platform';
import { Card, Link, OrganizationIcon, Skeleton, Text } from '@care/ui';
import { Link as RouterLink } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';

/** One operated organization, linking to its members. */
export function OrganizationCard({ organizationId }: { organizationId: string }) {
  const { t } = useShellTranslation();
  const organization = useOrganization(organizationId);
  return (
    <Card.Root size="sm" _hover={{ borderColor: 'colorPalette.muted' }}>
      <Card.Body flexDirection="row" alignItems="center" gap="3">
        <OrganizationIcon aria-hidden />
        {organization.data ? (
          <Link asChild fontWeight="medium">
            <RouterLink to={routes.organization({ id: organizationId })}>
              {organization.data.name}
            </RouterLink>
          </Link>
        ) : organization.isPending ? (
          <Skeleton height="4" width="40" aria-label={t('sidebar.organizationLoading')} />
        ) : (
          <Text color="fg.muted">{t('sidebar.organizationUnavailable')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
