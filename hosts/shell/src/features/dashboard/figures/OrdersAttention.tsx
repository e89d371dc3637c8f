import { type OrderAttentionCounts, orderAttentionReasons } from '@care/contracts/order-attention';
import { useStatusLabel } from '@care/i18n';
import { routes } from '@care/platform';
import { Link as RouterLink } from '@care/platform/router';
import { Button, chakra, Heading, HStack, Link, Skeleton, Stack, Text } from '@care/ui';
import { useId } from 'react';
import { dashboardFigureQueries as queries } from '@care/contracts/dashboard-figures';
import { useOrderAttention } from '../../order-attention/api/get-order-attention';
import { useDashboardTranslation } from '../i18n/dashboard-i18n';
import { listLink } from './figure-links';

/**
 * How many orders need attention now, per reason, each a link to the orders list narrowed to
 * them; the link to all of them names the list's total. Its own entry, shared with the sidebar's
 * badge, so accepting an order in the orders area updates both.
 */
export function OrdersAttention({
  organizationId,
  counted,
}: {
  organizationId: string;
  /** The counts the dashboard's figures carry, shown until the group's own entry answers. */
  counted?: OrderAttentionCounts;
}) {
  const { t } = useDashboardTranslation();
  const statusLabel = useStatusLabel();
  const headingId = useId();
  const attention = useOrderAttention(organizationId, counted);
  const ordersPath = routes.orders({ id: organizationId });
  const listPath = listLink(ordersPath, queries.ordersAttention());

  return (
    <Stack gap="2" as="section" aria-labelledby={headingId} aria-busy={attention.isPending}>
      <Heading as="h4" id={headingId} size="xs" color="fg.muted" fontWeight="medium">
        {t('attention.title')}
      </Heading>
      {attention.data && attention.data.total === 0 ? (
        <Text color="fg.muted">{t('attention.empty')}</Text>
      ) : attention.data || attention.isPending ? (
        // While the counts load, the same rows with a placeholder for each figure: the counts
        // arrive after the rest of the dashboard and must not push it down when they do.
        <>
          <chakra.dl display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="1">
            {orderAttentionReasons.map((reason) => (
              <chakra.div key={reason} display="contents">
                <chakra.dt>
                  <Link asChild>
                    <RouterLink to={listLink(ordersPath, queries.ordersAttentionFor(reason))}>
                      {statusLabel('attention', reason)}
                    </RouterLink>
                  </Link>
                </chakra.dt>
                <chakra.dd
                  margin="0"
                  textAlign="end"
                  fontWeight="semibold"
                  fontVariantNumeric="tabular-nums"
                  data-figure={`attention-${reason}`}
                >
                  {attention.data ? attention.data[reason] : <Skeleton width="6" height="1lh" />}
                </chakra.dd>
              </chakra.div>
            ))}
          </chakra.dl>
          {attention.data ? (
            <Link asChild fontSize="sm">
              <RouterLink to={listPath}>
                {t('attention.all', { count: attention.data.total })}
              </RouterLink>
            </Link>
          ) : (
            <Skeleton
              fontSize="sm"
              height="1lh"
              width="40"
              role="status"
              aria-label={t('attention.loading')}
            />
          )}
        </>
      ) : (
        <HStack gap="2">
          <Text color="fg.muted">{t('attention.loadError')}</Text>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => void attention.refetch()}
            loading={attention.isFetching}
          >
            {t('attention.retry')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
