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
 * The ids of a field's hint and error, and the control's `aria-describedby` naming those shown.
 * The error text is linked this way (announced by every screen reader), not only by
 * aria-errormessage, which many ignore.
 */
export function useFieldDescription(helperText: ReactNode, error: string | undefined) {
  const id = useId();
  const ids = { helperText: `${id}-helper`, errorText: `${id}-error` };
  const describedBy = [helperText ? ids.helperText : null, error ? ids.errorText : null]
    .filter(Boolean)
    .join(' ');
  return { ids, describedBy: describedBy || undefined };
}

/**
 * Label, control, hint and error of one form field.
 */
export function FormField({
  label,
  helperText,
  error,
  required,
  disabled,
  children,
}: FormFieldProps) {
  const { ids, describedBy } = useFieldDescription(helperText, error);
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} ids={ids}>
      {/* The asterisk sits beside the label, not in it, so the label's text is exactly the field's name. */}
      <HStack gap="1" align="baseline">
        <Field.Label>{label}</Field.Label>
        <Field.RequiredIndicator />
      </HStack>
      {children({ 'aria-describedby': describedBy })}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <ErrorLine part="field">
        <Field.ErrorText>{error}</Field.ErrorText>
      </ErrorLine>
    </Field.Root>
  );
}
