import { DayFilter as PanelDayFilter, type DayFilterProps } from '@care/ui/fields';
import { DAY_FILTER_WIDTH } from '../../../shared/components/filter-widths';

/**
 * The orders list's day filter, a module of its own so the list loads it (and the calendar with
 * it) after its rows, at the width its placeholder holds meanwhile.
 */
export default function DayFilter(props: Omit<DayFilterProps, 'width'>) {
  return <PanelDayFilter {...props} width={DAY_FILTER_WIDTH} />;
}
