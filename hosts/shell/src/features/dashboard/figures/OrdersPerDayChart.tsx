import type { OrganizationStats } from '@care/contracts/stats';
import type { Language } from '@care/i18n';
import { Box } from '@care/ui';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAxisDay, formatDay } from './day-format';

type PerDay = OrganizationStats['orders']['perDay'];

// Chakra's semantic colours as CSS variables: each has a light and a dark value, so the chart
// stays readable when the theme changes, without a re-render.
const colors = {
  bar: 'var(--chakra-colors-blue-fg)',
  axis: 'var(--chakra-colors-fg-muted)',
  grid: 'var(--chakra-colors-border)',
  cursor: 'var(--chakra-colors-bg-muted)',
  panel: 'var(--chakra-colors-bg-panel)',
  text: 'var(--chakra-colors-fg)',
};

interface DayBarProps {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  payload?: PerDay[number];
}

/** One day's mark; a day without orders keeps its (flat) mark, so there is one per day. */
function DayBar({ x = 0, y = 0, width = 0, height = 0, payload }: DayBarProps) {
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={Math.max(height, 0)}
      rx={2}
      fill={colors.bar}
      data-day={payload?.date}
      data-count={payload?.count}
    />
  );
}

export interface OrdersPerDayChartProps {
  perDay: PerDay;
  language: Language;
  /** The tooltip's name of the figure, e.g. 'Orders'. */
  countLabel: string;
}

/**
 * Orders per day as bars. Hidden from assistive technology, which reads the same figures from
 * the table beside it; loaded on its own, so the chart library never delays the panel.
 */
export default function OrdersPerDayChart({
  perDay,
  language,
  countLabel,
}: OrdersPerDayChartProps) {
  return (
    <Box height="56" aria-hidden data-chart="orders-per-day">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={perDay}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
        >
          <CartesianGrid vertical={false} stroke={colors.grid} />
          <XAxis
            dataKey="date"
            tickFormatter={(day: string) => formatAxisDay(day, language)}
            tick={{ fill: colors.axis, fontSize: 12 }}
            stroke={colors.grid}
            minTickGap={12}
          />
          <YAxis
            allowDecimals={false}
            width={32}
            tick={{ fill: colors.axis, fontSize: 12 }}
            stroke={colors.grid}
          />
          <Tooltip
            cursor={{ fill: colors.cursor }}
            contentStyle={{
              background: colors.panel,
              borderColor: colors.grid,
              color: colors.text,
              borderRadius: 6,
            }}
            labelStyle={{ color: colors.text }}
            itemStyle={{ color: colors.text }}
            labelFormatter={(day) => formatDay(String(day), language)}
            formatter={(count) => [count, countLabel]}
          />
          <Bar dataKey="count" fill={colors.bar} shape={DayBar} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
