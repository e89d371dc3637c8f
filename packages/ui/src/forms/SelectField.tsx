import { NativeSelect } from '@chakra-ui/react';
import type { FieldValues } from 'react-hook-form';
import { BoundFormField, splitBoundProps, textControlBinding } from './BoundFormField';
import type { BoundFieldProps } from './field-props';

export interface SelectOption {
  value: string;
  /** Translated. */
  label: string;
}

export type SelectFieldProps<T extends FieldValues, TOut extends FieldValues = T> = BoundFieldProps<
  T,
  TOut
> & {
  options: SelectOption[];
  /** An empty first choice, e.g. 'Choose a role'; the schema decides whether it may stay. */
  placeholder?: string;
};

/** One value of a short, fixed list (roles, statuses), as the browser's own select. */
export function SelectField<T extends FieldValues, TOut extends FieldValues = T>(
  props: SelectFieldProps<T, TOut>,
) {
  const [bound, { options, placeholder }] = splitBoundProps(props);
  return (
    <BoundFormField {...bound}>
      {(binding) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            {...binding.controlProps}
            {...textControlBinding(binding)}
            placeholder={placeholder}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </BoundFormField>
  );
}
