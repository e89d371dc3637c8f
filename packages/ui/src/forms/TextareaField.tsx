import { Textarea, type TextareaProps } from '@chakra-ui/react';
import type { FieldValues } from 'react-hook-form';
import { BoundFormField, splitBoundProps, textControlBinding } from './BoundFormField';
import type { BoundFieldProps } from './field-props';

export type TextareaFieldProps<
  T extends FieldValues,
  TOut extends FieldValues = T,
> = BoundFieldProps<T, TOut> &
  Pick<TextareaProps, 'placeholder' | 'rows' | 'maxLength' | 'autoresize'>;

export function TextareaField<T extends FieldValues, TOut extends FieldValues = T>(
  props: TextareaFieldProps<T, TOut>,
) {
  const [bound, textareaProps] = splitBoundProps(props);
  return (
    <BoundFormField {...bound}>
      {(binding) => (
        <Textarea
          variant="outline"
          {...textareaProps}
          {...binding.controlProps}
          {...textControlBinding(binding)}
        />
      )}
    </BoundFormField>
  );
}
