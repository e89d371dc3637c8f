import { Checkbox, Field } from '@chakra-ui/react';
import { useId } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { ErrorLine } from './ErrorLine';
import type { BoundFieldProps } from './field-props';

export type CheckboxFieldProps<
  T extends FieldValues,
  TOut extends FieldValues = T,
> = BoundFieldProps<T, TOut>;

/** A yes/no value (e.g. accepting the terms); the label sits beside the box. */
export function CheckboxField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
}: CheckboxFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const error = fieldState.error?.message;
  const helperTextId = `${id}-helper`;
  const errorTextId = `${id}-error`;
  const describedBy = [helperText ? helperTextId : null, error ? errorTextId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      ids={{ helperText: helperTextId, errorText: errorTextId }}
    >
      <Checkbox.Root
        checked={field.value === true}
        onCheckedChange={(details) => field.onChange(details.checked === true)}
        name={field.name}
      >
        <Checkbox.HiddenInput
          ref={field.ref}
          onBlur={field.onBlur}
          aria-describedby={describedBy || undefined}
        />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <ErrorLine part="field">
        <Field.ErrorText>{error}</Field.ErrorText>
      </ErrorLine>
    </Field.Root>
  );
}
