import { Field, HStack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { ErrorLine } from './ErrorLine';

export interface FormFieldProps {
  label: ReactNode;
  /** A hint under the control, announced with it. */
  helperText?: ReactNode;
  /** The translated error; the field is invalid while there is one. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Renders the control; spread `controlProps` on the element the label names. */
  children: (controlProps: { 'aria-describedby'?: string }) => ReactNode;
}

/**
 * Label, control, hint and error of one form field. The error text is linked to the
 * control by aria-describedby (announced by every screen reader), not only by
 * aria-errormessage, which many ignore.
 */
export function FormField({
  label,
  helperText,
  error,
  required,
  disabled,
  children,
}: FormFieldProps) {
  const id = useId();
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
      {/* The asterisk sits beside the label, not in it, so the label's text is exactly the field's name. */}
      <HStack gap="1" align="baseline">
        <Field.Label>{label}</Field.Label>
        <Field.RequiredIndicator />
      </HStack>
      {children({ 'aria-describedby': describedBy || undefined })}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <ErrorLine part="field">
        <Field.ErrorText>{error}</Field.ErrorText>
      </ErrorLine>
    </Field.Root>
  );
}
