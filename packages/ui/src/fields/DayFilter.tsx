import { Field } from '@chakra-ui/react';
import { DayPicker } from './DayPicker';

export interface DayFilterProps {
  label: string;
  /** The day (YYYY-MM-DD), or none. */
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (day: string | undefined) => void;
  /** The room it takes in the bar, which a placeholder holds while it loads. */
  width?: string;
}

/**
 * A day a list starts or ends at, typed or picked as the panel writes days in its language.
 * Cleared, it filters nothing; text that is no day yet leaves the list as it is.
 */
export function DayFilter({ label, value, min, max, onChange, width = '9.5rem' }: DayFilterProps) {
  return (
    <Field.Root width={width}>
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
