import type { ScheduleItem } from '@care/contracts/schedule';
import { getLanguage, useTranslation } from '@care/i18n';
import { Box, Stack, Text, VisuallyHidden } from '@care/ui';
import { Table } from '@care/ui/panel';
import { formatShortDay, formatWeekday } from './day-format';
import { ScheduleCard } from './ScheduleCard';
import { itemsOn, scheduleRows } from './schedule-rows';

const todayBg = 'colorPalette.subtle';

/**
 * The week on a wide screen: a column per day, Monday first, and a row per assistant under the
 * row of the orders nobody is on yet. Today's column is tinted and marked for a screen reader.
 */
export function WeekGrid({
  organizationId,
  days,
  today,
  items,
  assistantId,
  caption,
}: {
  organizationId: string;
  days: string[];
  today: string;
  items: ScheduleItem[];
  assistantId: string | undefined;
  caption: string;
}) {
  const { t } = useTranslation('orders');
  const language = getLanguage();
  const rows = scheduleRows(items, assistantId);
  return (
    <Box overflowX="auto" borderWidth="1px" borderColor="border" borderRadius="md">
      <Table.Root size="sm" colorPalette="blue" tableLayout="fixed" minWidth="60rem">
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col" width="9rem">
              {t('schedule.assistant')}
            </Table.ColumnHeader>
            {days.map((day) => {
              const isToday = day === today;
              return (
                <Table.ColumnHeader
                  key={day}
                  scope="col"
                  aria-current={isToday ? 'date' : undefined}
                  bg={isToday ? todayBg : undefined}
                >
                  <time dateTime={day}>
                    <Text as="span" display="block">
                      {formatWeekday(day, language)}
                    </Text>
                    <Text as="span" display="block" fontWeight="normal" color="fg.muted">
                      {formatShortDay(day, language)}
                    </Text>
                  </time>
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.assistant?.memberId ?? 'unassigned'}>
              <Table.Cell as="th" scope="row" verticalAlign="top" fontWeight="medium">
                {row.assistant
                  ? `${row.assistant.firstName} ${row.assistant.lastName}`
                  : t('schedule.unassigned')}
              </Table.Cell>
              {days.map((day) => (
                <Table.Cell key={day} verticalAlign="top" bg={day === today ? todayBg : undefined}>
                  <Stack gap="1.5">
                    {itemsOn(row.items, day).map((item) => (
                      <ScheduleCard
                        key={item.orderId}
                        organizationId={organizationId}
                        item={item}
                      />
                    ))}
                  </Stack>
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
