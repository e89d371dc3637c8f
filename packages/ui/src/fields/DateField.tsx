import type { FieldValues } from 'react-hook-form';
import { BoundFormField, splitBoundProps, type BoundFieldProps } from '@care/ui/forms';
import { DayPicker } from './DayPicker';
import { boundPickerInput } from './picker-input';

export type DateFieldProps<T extends FieldValues, TOut extends FieldValues = T> = BoundFieldProps<
  T,
  TOut
> & {
  /** The earliest day the calendar offers, ISO (`2025-01-31`). */
  min?: string;
  /** The latest day the calendar offers, ISO. */
  max?: string;
};

/**
 * A form's day: the `DayPicker` in a field with its label, help and error. The form holds ISO
 * `YYYY-MM-DD`, or '' when empty; typed text that is no date stays in the form as typed, so
 * the schema (e.g. `z.iso.date()`) says it is not valid instead of the field guessing a day.
 * A typed day outside `min` and `max` is kept, so the schema holds the limit too.
 */
export function DateField<T extends FieldValues, TOut extends FieldValues = T>(
  props: DateFieldProps<T, TOut>,
) {
  const [bound, { min, max }] = splitBoundProps(props);
  return (
    <BoundFormField {...bound}>
      {(binding) => (
        <DayPicker
          label={bound.label}
          value={binding.field.value ?? ''}
          onChange={(value) => binding.field.onChange(value)}
          min={min}
          max={max}
          {...boundPickerInput(binding, bound.disabled)}
        />
      )}
    </BoundFormField>
  );
}
