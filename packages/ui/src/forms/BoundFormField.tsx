import type { ReactNode } from 'react';
import {
  useController,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import type { BoundFieldProps } from './field-props';
import { FormField } from './FormField';

/** What a bound field's control is drawn with: the form's binding and the frame's ids. */
export interface FieldBinding<T extends FieldValues> {
  field: ControllerRenderProps<T, FieldPath<T>>;
  fieldState: ControllerFieldState;
  controlProps: { 'aria-describedby'?: string };
}

const boundKeys = ['control', 'name', 'label', 'helperText', 'required', 'disabled'] as const;
type BoundKey = (typeof boundKeys)[number];

/** A bound field's props split in two: those of the form binding and frame, and the control's own. */
export function splitBoundProps<
  P extends { control: unknown; name: unknown; label: string } & Partial<Record<BoundKey, unknown>>,
>(props: P): [Pick<P, BoundKey>, Omit<P, BoundKey>] {
  const own: Record<string, unknown> = { ...props };
  for (const key of boundKeys) delete own[key];
  return [props as Pick<P, BoundKey>, own as Omit<P, BoundKey>];
}

/** The props a plain text-like control (input, textarea, select) takes from the form. */
export function textControlBinding<T extends FieldValues>({ field }: FieldBinding<T>) {
  return {
    ref: field.ref,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
  };
}

/**
 * A form field bound to react-hook-form: the label, hint and error frame of `FormField` around
 * the control `children` draws from the binding, the error read from the form's state.
 */
export function BoundFormField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  children,
}: BoundFieldProps<T, TOut> & { children: (binding: FieldBinding<T>) => ReactNode }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField
      label={label}
      helperText={helperText}
      error={fieldState.error?.message}
      required={required}
      disabled={disabled}
    >
      {(controlProps) => children({ field, fieldState, controlProps })}
    </FormField>
  );
}
