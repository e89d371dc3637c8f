import { type OrganizationStats, statsDays } from '@care/contracts/stats';
import type { Language } from '@care/i18n';
import { Heading, Skeleton, Stack, Text, VisuallyHidden } from '@care/ui';
import { Table } from '@care/ui/panel';
import { lazy, Suspense, useId } from 'react';
import { useDashboardTranslation } from '../i18n/dashboard-i18n';
import { formatDay } from './day-format';
import { useSeen } from './use-seen';

// The chart library is a chunk of its own, fetched when the chart's place first comes on screen:
// on a phone it lies below the figures, and it is the dashboard's largest script (~100 KB gzip).
const OrdersPerDayChart = lazy(() => import('./OrdersPerDayChart'));

/** Orders per day over the last days: a chart for the eye, the same figures as a table for a screen reader. */
export function OrdersPerDay({ perDay }: { perDay: OrganizationStats['orders']['perDay'] }) {
  const { t, i18n } = useDashboardTranslation();
  const language = i18n.language as Language;
  const headingId = useId();
  const total = perDay.reduce((sum, day) => sum + day.count, 0);
  const [chartPlace, chartNear] = useSeen();
  // A status: a plain element may not carry a name of its own (axe: aria-prohibited-attr).
  const chartPlaceholder = (
    <Skeleton ref={chartPlace} height="56" role="status" aria-label={t('perDay.chartLoading')} />
  );
  return (
    <Stack gap="3" as="section" aria-labelledby={headingId}>
      <Heading as="h4" id={headingId} size="xs" color="fg.muted" fontWeight="medium">
        {t('perDay.title', { count: statsDays })}
      </Heading>
      {total === 0 && <Text color="fg.muted">{t('perDay.empty', { count: statsDays })}</Text>}
      {chartNear ? (
        <Suspense fallback={chartPlaceholder}>
          <OrdersPerDayChart perDay={perDay} language={language} countLabel={t('perDay.count')} />
        </Suspense>
      ) : (
        chartPlaceholder
      )}
      <VisuallyHidden>
        <Table.Root size="sm">
          <Table.Caption>{t('perDay.tableCaption', { count: statsDays })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('perDay.day')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('perDay.count')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {perDay.map((day) => (
              <Table.Row key={day.date} data-day={day.date}>
                <Table.Cell>
                  <time dateTime={day.date}>{formatDay(day.date, language)}</time>
                </Table.Cell>
                <Table.Cell>{day.count}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Stack>
  );
}
