import type { Outpost } from '@care/contracts/outpost';
import { useTranslation } from '@care/i18n';
import { Box, chakra } from '@care/ui';
import { currentLocale, weekdayName, weekdayShortName } from './locale';
import { dayIntervals, dayRuns, intervalsText, weekInOrder } from './opening-hours';

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * An outpost's week: a line per run of days with the same hours (pon.–pt. 08:00–16:00), and
 * each day in full on request. Days without hours say they are closed.
 */
export function OpeningHours({ week }: { week: NonNullable<Outpost['openingHours']> }) {
  const { t } = useTranslation('outposts');
  const locale = currentLocale();
  const order = weekInOrder();
  const closed = t('list.closed');
  return (
    <Box>
      <chakra.ul listStyleType="none">
        {dayRuns(week, order).map((run) => {
          const days =
            run.first === run.last
              ? weekdayShortName(run.first, locale)
              : `${weekdayShortName(run.first, locale)}–${weekdayShortName(run.last, locale)}`;
          return (
            <li key={run.first}>
              {capitalized(days)} {run.intervals.length ? intervalsText(run.intervals) : closed}
            </li>
          );
        })}
      </chakra.ul>
      <chakra.details mt="1">
        <chakra.summary cursor="pointer" color="fg.muted">
          {t('list.hoursEachDay')}
        </chakra.summary>
        <chakra.table mt="1">
          <tbody>
            {order.map((day) => {
              const intervals = dayIntervals(week, day);
              return (
                <tr key={day}>
                  <chakra.th scope="row" textAlign="start" fontWeight="normal" pe="3">
                    {capitalized(weekdayName(day, locale))}
                  </chakra.th>
                  <td>{intervals.length ? intervalsText(intervals) : closed}</td>
                </tr>
              );
            })}
          </tbody>
        </chakra.table>
      </chakra.details>
    </Box>
  );
}
