import { routes } from '@care/platform';
import { Link as RouterLink } from '@care/platform/router';
import { Button, Card, Heading, Skeleton, Stack, Text } from '@care/ui';
import { useId, type ReactNode } from 'react';
import { useShellTranslation } from '../../../app/i18n/shell-i18n';
import { useOrganizationsCount } from '../api/count-organizations';
import { useDashboardTranslation } from '../i18n/dashboard-i18n';

/** What an admin finds on the dashboard: how many organizations there are, and the way to them. */
export function AdminSummary() {
  const { t } = useDashboardTranslation();
  const count = useOrganizationsCount(true);
  return (
    <AdminSummaryCard
      count={
        count.data !== undefined ? (
          <Text fontSize="lg" fontWeight="semibold" data-figure="organizations-count">
            {t('admin.count', { count: count.data })}
          </Text>
        ) : count.isPending ? (
          <AdminCountSkeleton />
        ) : (
          <Text color="fg.muted">{t('admin.countError')}</Text>
        )
      }
    />
  );
}

export const AdminCountSkeleton = () => <Skeleton height="6" width="56" />;

/** The admin's card around its count: also what the panel's page paints before any script runs. */
export function AdminSummaryCard({ count }: { count: ReactNode }) {
  const { t } = useDashboardTranslation();
  const { t: shell } = useShellTranslation();
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="3" align="start">
          <Heading as="h2" id={headingId} size="md">
            {t('admin.title')}
          </Heading>
          {count}
          <Text>{shell('dashboard.adminIntro')}</Text>
          <Button asChild variant="outline">
            <RouterLink to={routes.adminOrganizations()}>{shell('dashboard.adminLink')}</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
