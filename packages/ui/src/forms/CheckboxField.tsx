import { Checkbox, Field } from '@chakra-ui/react';
import { useController, type FieldValues } from 'react-hook-form';
import { ErrorLine } from './ErrorLine';
import type { BoundFieldProps } from './field-props';
import { useFieldDescription } from './FormField';

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
  const error = fieldState.error?.message;
  const { ids, describedBy } = useFieldDescription(helperText, error);
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} ids={ids}>
      <Checkbox.Root
        checked={field.value === true}
        onCheckedChange={(details) => field.onChange(details.checked === true)}
        name={field.name}
      >
        <Checkbox.HiddenInput
          ref={field.ref}
          onBlur={field.onBlur}
          aria-describedby={describedBy}
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
