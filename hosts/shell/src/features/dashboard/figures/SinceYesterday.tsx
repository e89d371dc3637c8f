import { dashboardFigureQueries as queries } from '@care/contracts/dashboard-figures';
import type { OrganizationStats } from '@care/contracts/stats';
import { routes } from '@care/platform';
import { Stack, Text } from '@care/ui';
import { useDashboardTranslation } from '../i18n/dashboard-i18n';
import { listLink } from './figure-links';
import { FigureList } from './FigureList';

/**
 * What arrived since the start of yesterday: new orders and new members, each a link to its list
 * narrowed to what was created from then on.
 */
export function SinceYesterday({
  organizationId,
  since,
}: {
  organizationId: string;
  since: OrganizationStats['sinceYesterday'];
}) {
  const { t } = useDashboardTranslation();
  return (
    <Stack gap="2">
      <FigureList
        title={t('since.title')}
        figures={[
          {
            key: 'since-orders',
            label: t('since.orders'),
            value: since.orders,
            to: listLink(routes.orders({ id: organizationId }), queries.ordersSince(since)),
          },
          {
            key: 'since-members',
            label: t('since.members'),
            value: since.members,
            to: listLink(routes.organization({ id: organizationId }), queries.membersSince(since)),
          },
        ]}
      />
      {since.orders === 0 && since.members === 0 && (
        <Text color="fg.muted" fontSize="sm">
          {t('since.empty')}
        </Text>
      )}
    </Stack>
  );
}
