import { Textarea, type TextareaProps } from '@chakra-ui/react';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './field-props';
import { FormField } from './FormField';

export type TextareaFieldProps<
  T extends FieldValues,
  TOut extends FieldValues = T,
> = BoundFieldProps<T, TOut> &
  Pick<TextareaProps, 'placeholder' | 'rows' | 'maxLength' | 'autoresize'>;

export function TextareaField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  ...textareaProps
}: TextareaFieldProps<T, TOut>) {
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
        <Textarea
          variant="outline"
          {...textareaProps}
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
