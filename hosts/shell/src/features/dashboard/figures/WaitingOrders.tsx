import type { OrganizationStats } from '@care/contracts/stats';
import { formatRelativeTime, type Language } from '@care/i18n';
import { routes } from '@care/platform';
import { Link as RouterLink } from '@care/platform/router';
import { chakra, Heading, Link, Stack, Text } from '@care/ui';
import { useId } from 'react';
import { useDashboardTranslation } from '../i18n/dashboard-i18n';

type WaitingOrder = OrganizationStats['orders']['waitingLongest'][number];

/** The NEW orders waiting longest, each a link to its details, with how long it has waited. */
export function WaitingOrders({
  organizationId,
  orders,
}: {
  organizationId: string;
  orders: WaitingOrder[];
}) {
  const { t, i18n } = useDashboardTranslation();
  const language = i18n.language as Language;
  const headingId = useId();
  return (
    <Stack gap="2" as="section" aria-labelledby={headingId}>
      <Heading as="h4" id={headingId} size="xs" color="fg.muted" fontWeight="medium">
        {t('waiting.title')}
      </Heading>
      {orders.length === 0 ? (
        <Text color="fg.muted">{t('waiting.empty')}</Text>
      ) : (
        <chakra.ol listStyleType="none" display="grid" gap="1">
          {orders.map((order) => (
            <chakra.li key={order.id} display="flex" justifyContent="space-between" gap="3">
              <Link asChild>
                <RouterLink to={routes.orderDetails({ id: organizationId, orderId: order.id })}>
                  {t('waiting.order', {
                    number: order.number,
                    name: `${order.beneficiary.firstName} ${order.beneficiary.lastName}`,
                  })}
                </RouterLink>
              </Link>
              <Text as="span" color="fg.muted" whiteSpace="nowrap">
                <time dateTime={order.createdAt}>
                  {formatRelativeTime(order.createdAt, language)}
                </time>
              </Text>
            </chakra.li>
          ))}
        </chakra.ol>
      )}
    </Stack>
  );
}
