import type { ScheduleItem } from '@care/contracts/schedule';
import { getLanguage, useTranslation } from '@care/i18n';
import { Box, Heading, Stack, Text } from '@care/ui';
import { formatShortDay, formatWeekday } from './day-format';
import { ScheduleCard } from './ScheduleCard';
import { itemsOn } from './schedule-rows';

/**
 * The week on a phone: each day a heading and its orders as stacked cards, each naming its
 * assistants (there are no rows to say whose they are).
 */
export function DayList({
  organizationId,
  days,
  today,
  items,
}: {
  organizationId: string;
  days: string[];
  today: string;
  items: ScheduleItem[];
}) {
  const { t } = useTranslation('orders');
  const language = getLanguage();
  return (
    <Stack gap="5">
      {days.map((day) => {
        const isToday = day === today;
        const ofDay = itemsOn(items, day);
        return (
          <Box as="section" key={day} aria-labelledby={`schedule-day-${day}`}>
            <Heading
              as="h3"
              id={`schedule-day-${day}`}
              size="sm"
              mb="2"
              aria-current={isToday ? 'date' : undefined}
              color={isToday ? 'blue.fg' : undefined}
            >
              <time dateTime={day}>
                {`${formatWeekday(day, language)}, ${formatShortDay(day, language)}`}
              </time>
            </Heading>
            {ofDay.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                {t('schedule.nothingThisDay')}
              </Text>
            ) : (
              <Stack gap="2">
                {ofDay.map((item) => (
                  <ScheduleCard
                    key={item.orderId}
                    organizationId={organizationId}
                    item={item}
                    showAssistants
                  />
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
