import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** What every form-bound field takes: where its value lives and how it is labelled. */
export interface BoundFieldProps<T extends FieldValues, TOut extends FieldValues = T> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** A translated string: it also names the parts of composite fields. */
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}
