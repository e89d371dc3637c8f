import { Input, type InputProps } from '@chakra-ui/react';
import type { FieldValues } from 'react-hook-form';
import { BoundFormField, splitBoundProps, textControlBinding } from './BoundFormField';
import type { BoundFieldProps } from './field-props';

export type TextFieldProps<T extends FieldValues, TOut extends FieldValues = T> = BoundFieldProps<
  T,
  TOut
> &
  Pick<
    InputProps,
    'type' | 'placeholder' | 'autoComplete' | 'autoFocus' | 'maxLength' | 'inputMode'
  >;

export function TextField<T extends FieldValues, TOut extends FieldValues = T>(
  props: TextFieldProps<T, TOut>,
) {
  const [bound, inputProps] = splitBoundProps(props);
  return (
    <BoundFormField {...bound}>
      {(binding) => (
        <Input
          variant="outline"
          {...inputProps}
          {...binding.controlProps}
          {...textControlBinding(binding)}
        />
      )}
    </BoundFormField>
  );
}
