import { chakra, useChakraContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ErrorLineProps {
  /** Whose error text the line holds: a field's (`Field.ErrorText`) or a group's (`Fieldset.ErrorText`). */
  part: 'field' | 'fieldset';
  /** The error text, which renders only while the field is invalid. */
  children: ReactNode;
}

/**
 * The line under a field where its error appears, kept even while there is none. A
 * field left with an error gets its message on blur, and blur comes with the mouse-down
 * of the next click: if the message took new space, the button clicked would move
 * (~19 px) before the mouse-up and the click would be lost.
 */
export function ErrorLine({ part, children }: ErrorLineProps) {
  // One line in the error text's own text style, read from its recipe so the two agree.
  const textStyle = useChakraContext().getSlotRecipe(part)?.base?.errorText?.textStyle;
  return (
    <chakra.div data-part="error-line" textStyle={textStyle} minHeight="1lh">
      {children}
    </chakra.div>
  );
}
