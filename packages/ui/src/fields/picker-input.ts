import type { Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldBinding } from '@care/ui/forms';

/** What a picker's input takes from the field it sits in: its state and a form's binding. */
export interface PickerInputProps {
  disabled?: boolean;
  invalid?: boolean;
  size?: 'sm' | 'md';
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
}

/** A form field's binding (`useController`) as a picker's input props. */
export function boundPickerInput<T extends FieldValues>(
  { field, fieldState, controlProps }: FieldBinding<T>,
  disabled: boolean | undefined,
): PickerInputProps {
  return {
    onBlur: field.onBlur,
    inputRef: field.ref,
    name: field.name,
    disabled,
    invalid: Boolean(fieldState.error),
    'aria-describedby': controlProps['aria-describedby'],
  };
}
