import { scheduleLimits, type ScheduleQuery } from '@care/contracts/schedule';
import { getLanguage, useTranslation } from '@care/i18n';
import { routes } from '@care/platform';
import { Link } from '@care/platform/router';
import { Alert, Heading, Stack } from '@care/ui';
import { useCardLayout } from '@care/ui/data-table';
import { PageHeader, QueryState } from '@care/ui/page';
import { useState } from 'react';
import { useSchedule } from '../api/get-schedule';
import { registerScheduleResources } from '../i18n/register';
import { DayList } from '../components/DayList';
import { formatDayRange } from '../components/day-format';
import { ScheduleFilters } from '../components/ScheduleFilters';
import { WeekGrid } from '../components/WeekGrid';
import { useScheduleState } from '../schedule-state';
import { addDays, DAYS_IN_WEEK, mondayOf, todayIn, weekDays } from '../week';

registerScheduleResources();

/** Today in the organization's zone once an answer has told it, the browser's until then. */
function todayOf(timeZone: string | undefined) {
  try {
    return todayIn(timeZone);
  } catch {
    // A zone this browser does not know: its own day is the nearest guess.
    return todayIn(undefined);
  }
}

/**
 * The week's accepted and in-progress orders by preferred day: a grid of days and assistants on
 * a wide screen, a list of days on a phone. The week and the filters are in the URL.
 */
export default function SchedulePage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('orders');
  const language = getLanguage();
  const cards = useCardLayout();
  const { state, change } = useScheduleState();
  // The organization's zone, learnt from the first answer and kept: the answer of a week it
  // moves to has not come yet.
  const [timeZone, setTimeZone] = useState<string>();
  const today = todayOf(timeZone);
  const currentWeek = mondayOf(today);
  const monday = state.week ?? currentWeek;
  const days = weekDays(monday);
  const sunday = days[DAYS_IN_WEEK - 1]!;
  const query: ScheduleQuery = {
    from: monday,
    to: sunday,
    ...(state.assistantId ? { assistantId: state.assistantId } : {}),
    ...(state.type ? { type: state.type } : {}),
    ...(state.outpostId ? { outpostId: state.outpostId } : {}),
  };
  const schedule = useSchedule(organizationId, query);
  const answeredZone = schedule.data?.timeZone;
  if (answeredZone && answeredZone !== timeZone) setTimeZone(answeredZone);

  const range = formatDayRange(monday, sunday, language);
  const moveWeek = (step: -1 | 0 | 1) =>
    change({ week: step === 0 ? undefined : addDays(monday, step * DAYS_IN_WEEK) });

  return (
    <Stack gap="6">
      <PageHeader
        title={t('schedule.title')}
        description={t('schedule.description')}
        back={<Link to={routes.orders({ id: organizationId })}>{t('schedule.back')}</Link>}
      />
      <ScheduleFilters
        organizationId={organizationId}
        state={state}
        isCurrentWeek={monday === currentWeek}
        onWeek={moveWeek}
        onChange={change}
      />
      <Stack gap="3">
        <Heading as="h2" size="md" aria-live="polite">
          {range}
        </Heading>
        <QueryState
          query={schedule}
          errorTitle={t('schedule.loadError')}
          empty={{ title: t('schedule.emptyTitle'), description: t('schedule.emptyDescription') }}
        >
          {(answer) => (
            <>
              {answer.truncated && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>
                    {t('schedule.truncated', {
                      limit: scheduleLimits.items.toLocaleString(language),
                    })}
                  </Alert.Title>
                </Alert.Root>
              )}
              {cards ? (
                <DayList
                  organizationId={organizationId}
                  days={days}
                  today={today}
                  items={answer.items}
                />
              ) : (
                <WeekGrid
                  organizationId={organizationId}
                  days={days}
                  today={today}
                  items={answer.items}
                  assistantId={state.assistantId}
                  caption={t('schedule.caption', { range })}
                />
              )}
            </>
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}
