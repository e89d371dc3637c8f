import { NativeSelect } from '@chakra-ui/react';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './field-props';
import { FormField } from './FormField';

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
export function SelectField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  options,
  placeholder,
}: SelectFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField
      label={label}
      helperText={helperText}
      error={fieldState.error?.message}
      required={required}
      disabled={disabled}
    >
      {(controlProps) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            {...controlProps}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
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
    </FormField>
  );
}
