import type { ScheduleItem } from '@care/contracts/schedule';
import { typeKey } from '@care/i18n';
import { routes } from '@care/platform';
import { Link as RouterLink } from '@care/platform/router';
import { Button, chakra, Heading, HStack, Link, Skeleton, Stack, Text } from '@care/ui';
import { useId } from 'react';
import { mondayOf, useTodaySchedule } from '../api/get-today-schedule';
import { useDashboardTranslation } from '../i18n/dashboard-i18n';

/** How many of today's visits the dashboard lists; the schedule has the rest. */
export const TODAY_SCHEDULE_ITEMS = 4;

/**
 * Today's visits in the organization's time zone: how many, the first few (hours, type,
 * beneficiary, assistants) each a link to its order, and a link to the week's schedule.
 */
export function TodaySchedule({ organizationId }: { organizationId: string }) {
  const { t } = useDashboardTranslation();
  const headingId = useId();
  const schedule = useTodaySchedule(organizationId);
  const answer = schedule.data;

  return (
    <Stack gap="2" as="section" aria-labelledby={headingId} aria-busy={schedule.isPending}>
      <Heading as="h4" id={headingId} size="xs" color="fg.muted" fontWeight="medium">
        {t('today.title')}
      </Heading>
      {answer ? (
        <>
          {answer.items.length === 0 ? (
            <Text color="fg.muted">{t('today.empty')}</Text>
          ) : (
            <Text fontWeight="semibold" data-figure="today-count">
              {t('today.count', { count: answer.items.length })}
            </Text>
          )}
          {answer.items.length > 0 && (
            <chakra.ul listStyleType="none" display="grid" gap="1">
              {answer.items.slice(0, TODAY_SCHEDULE_ITEMS).map((item) => (
                <TodayItem key={item.orderId} organizationId={organizationId} item={item} />
              ))}
            </chakra.ul>
          )}
          <Link asChild fontSize="sm" alignSelf="start">
            <RouterLink
              to={`${routes.orderSchedule({ id: organizationId })}?week=${mondayOf(answer.today)}`}
            >
              {answer.items.length > TODAY_SCHEDULE_ITEMS
                ? t('today.more', { count: answer.items.length - TODAY_SCHEDULE_ITEMS })
                : t('today.link')}
            </RouterLink>
          </Link>
        </>
      ) : schedule.isPending ? (
        <Stack gap="2" role="status" aria-label={t('today.loading')}>
          <Skeleton height="5" width="40" />
          <Skeleton height="12" />
        </Stack>
      ) : (
        <HStack gap="2">
          <Text color="fg.muted">{t('today.loadError')}</Text>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => void schedule.refetch()}
            loading={schedule.isFetching}
          >
            {t('today.retry')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

function TodayItem({ organizationId, item }: { organizationId: string; item: ScheduleItem }) {
  const { t } = useDashboardTranslation();
  const name = (person: { firstName: string; lastName: string }) =>
    `${person.firstName} ${person.lastName}`;
  const hours = item.window ? `${item.window.from}–${item.window.to}` : t('today.anyTime');
  const assistants =
    item.assistants.length > 0 ? item.assistants.map(name).join(', ') : t('today.noAssistant');
  return (
    <chakra.li display="flex" flexWrap="wrap" columnGap="3" rowGap="0">
      <Text as="span" fontVariantNumeric="tabular-nums" minW="24" color="fg.muted">
        {hours}
      </Text>
      <Link asChild>
        <RouterLink to={routes.orderDetails({ id: organizationId, orderId: item.orderId })}>
          {t('today.item', { type: t(typeKey('order', item.type)), name: name(item.beneficiary) })}
        </RouterLink>
      </Link>
      <Text as="span" color="fg.muted">
        {assistants}
      </Text>
    </chakra.li>
  );
}
