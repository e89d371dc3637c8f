import { dashboardFigureQueries as queries } from '@care/contracts/dashboard-figures';
import { memberStatuses, roles } from '@care/contracts/enums';
import { orderStatuses } from '@care/contracts/order';
import type { OrganizationStats } from '@care/contracts/stats';
import { statusKey } from '@care/i18n';
import { isApiError, routes, useOrganization } from '@care/platform';
import { Link as RouterLink } from '@care/platform/router';
import {
  Card,
  ErrorState,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@care/ui';
import { useDeferredValue, useId, useState } from 'react';
import { problemDetail } from '@care/ui/page';
import { useOrganizationStats } from '../api/get-organization-stats';
import { useTodaySchedule } from '../api/get-today-schedule';
import { useDashboardTranslation } from '../i18n/dashboard-i18n';
import { listLink } from './figure-links';
import { FigureList } from './FigureList';
import { OnCallNow } from './OnCallNow';
import { OrdersAttention } from './OrdersAttention';
import { OrdersPerDay } from './OrdersPerDay';
import { SinceYesterday } from './SinceYesterday';
import { TodaySchedule } from './TodaySchedule';
import { WaitingOrders } from './WaitingOrders';

/** One operated organization on the dashboard: its name and today's figures. */
export function OrganizationFigures({ organizationId }: { organizationId: string }) {
  const { t } = useDashboardTranslation();
  const headingId = useId();
  const organization = useOrganization(organizationId);
  const stats = useOrganizationStats(organizationId);
  const name = organization.data?.name;
  // The figures arrive through the query cache, whose updates React renders at once and whole:
  // drawing them (four lists, the days, the waiting orders) was one long task. They are drawn
  // in a background render that yields to input, the skeleton staying meanwhile.
  const figures = useDeferredValue(stats.data);
  const loading = !figures && (stats.isPending || stats.data !== undefined);
  // Today's visits open the figures: asked beside them and drawn with them (an answer that came
  // later would push every figure below it down the page), or with their own error if it fails.
  // Only its first answer is waited for, once: a failing one shows its own error (and the retry
  // it starts must not take the figures away again).
  const today = useTodaySchedule(organizationId);
  const [todayAnswered, setTodayAnswered] = useState(false);
  if (!todayAnswered && !today.isPending) setTodayAnswered(true);
  const awaitingToday = !todayAnswered && today.isPending;

  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      aria-busy={loading || (figures !== undefined && awaitingToday)}
    >
      <Card.Header>
        <Heading as="h3" id={headingId} size="md">
          {name ? (
            <Link asChild>
              <RouterLink to={routes.organization({ id: organizationId })}>{name}</RouterLink>
            </Link>
          ) : organization.isPending ? (
            <NameSkeleton />
          ) : (
            <Text as="span" color="fg.muted">
              {t('unavailable')}
            </Text>
          )}
        </Heading>
      </Card.Header>
      <Card.Body>
        {figures && !awaitingToday ? (
          <Figures organizationId={organizationId} stats={figures} />
        ) : loading || figures ? (
          <FiguresSkeleton label={t('loading', { name: name ?? '' })} />
        ) : isApiError(stats.error, 404) ? (
          <Text color="fg.muted">{t('unavailable')}</Text>
        ) : (
          <ErrorState
            title={t('loadError')}
            detail={problemDetail(stats.error)}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Figures({ organizationId, stats }: { organizationId: string; stats: OrganizationStats }) {
  const { t } = useDashboardTranslation();
  const { members, invitations, orders } = stats;
  const membersPath = routes.organization({ id: organizationId });
  const ordersPath = routes.orders({ id: organizationId });
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        <Stack gridColumn={{ lg: 'span 2' }}>
          <TodaySchedule organizationId={organizationId} />
        </Stack>
        <SinceYesterday organizationId={organizationId} since={stats.sinceYesterday} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="6">
        <FigureList
          title={`${t('members.title')}: ${t('members.byRole')}`}
          figures={roles.map((role) => ({
            key: `members-role-${role}`,
            label: t(`members.roles.${role}`),
            value: members.byRole[role],
            to: listLink(membersPath, queries.membersByRole(role)),
          }))}
        />
        <FigureList
          title={`${t('members.title')}: ${t('members.byStatus')}`}
          figures={memberStatuses.map((status) => ({
            key: `members-status-${status}`,
            label: t(statusKey('member', status)),
            value: members.byStatus[status],
            to: listLink(membersPath, queries.membersByStatus(status)),
          }))}
        />
        <FigureList
          title={`${t('orders.title')}: ${t('orders.byStatus')}`}
          figures={orderStatuses.map((status) => ({
            key: `orders-status-${status}`,
            label: t(statusKey('order', status)),
            value: orders.byStatus[status],
            to: listLink(ordersPath, queries.ordersByStatus(status)),
          }))}
        />
        <Stack gap="4">
          <FigureList
            title={t('invitations.title')}
            figures={[
              {
                key: 'invitations-pending',
                label: t('invitations.title'),
                value: invitations.pending,
                to: listLink(membersPath, queries.invitationsPending()),
              },
            ]}
          />
          <HStack gap="4" wrap="wrap">
            <Link asChild>
              <RouterLink to={routes.organization({ id: organizationId })}>
                {t('members.link')}
              </RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to={routes.orders({ id: organizationId })}>{t('orders.link')}</RouterLink>
            </Link>
          </HStack>
        </Stack>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        <Stack gridColumn={{ lg: 'span 2' }}>
          <OrdersPerDay perDay={orders.perDay} />
        </Stack>
        <Stack gap="6">
          <OrdersAttention organizationId={organizationId} counted={orders.attention} />
          <OnCallNow organizationId={organizationId} />
          <WaitingOrders organizationId={organizationId} orders={orders.waitingLongest} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

const NameSkeleton = () => <Skeleton height="5" width="48" />;

/**
 * One organization's card before anything of it is known, as the card itself draws it then: what
 * the panel's page paints before any script runs.
 */
export function OrganizationFiguresPlaceholder() {
  const { t } = useDashboardTranslation();
  return (
    <Card.Root as="section" aria-busy>
      <Card.Header>
        <Heading as="h3" size="md">
          <NameSkeleton />
        </Heading>
      </Card.Header>
      <Card.Body>
        <FiguresSkeleton label={t('loading', { name: '' })} />
      </Card.Body>
    </Card.Root>
  );
}

function FiguresSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="6" role="status" aria-label={label}>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        <Stack gap="2" gridColumn={{ lg: 'span 2' }}>
          <Skeleton height="4" width="32" />
          <Skeleton height="24" />
        </Stack>
        <Stack gap="2">
          <Skeleton height="4" width="32" />
          <Skeleton height="24" />
        </Stack>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="6">
        {[0, 1, 2, 3].map((index) => (
          <Stack key={index} gap="2">
            <Skeleton height="4" width="32" />
            <Skeleton height="16" />
          </Stack>
        ))}
      </SimpleGrid>
      <Skeleton height="56" />
    </Stack>
  );
}
