import { Input, type InputProps } from '@chakra-ui/react';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './field-props';
import { FormField } from './FormField';

export type TextFieldProps<T extends FieldValues, TOut extends FieldValues = T> = BoundFieldProps<
  T,
  TOut
> &
  Pick<
    InputProps,
    'type' | 'placeholder' | 'autoComplete' | 'autoFocus' | 'maxLength' | 'inputMode'
  >;

export function TextField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  ...inputProps
}: TextFieldProps<T, TOut>) {
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
        <Input
          variant="outline"
          {...inputProps}
          {...controlProps}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}
