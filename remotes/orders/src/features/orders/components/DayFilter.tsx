import { Field } from '@care/ui';
import { DayPicker } from '@care/ui/fields';
import { DAY_FILTER_WIDTH } from '../../../shared/components/filter-widths';

/**
 * A day (YYYY-MM-DD) the list starts or ends at, typed or picked as the panel writes days in
 * its language; cleared, it filters nothing. Text that is no day yet leaves the list as it is.
 */
export default function DayFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (day: string | undefined) => void;
}) {
  return (
    <Field.Root width={DAY_FILTER_WIDTH}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <DayPicker
        size="sm"
        label={label}
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(text, day) => {
          if (text === '') onChange(undefined);
          else if (day) onChange(day);
        }}
      />
    </Field.Root>
  );
}
