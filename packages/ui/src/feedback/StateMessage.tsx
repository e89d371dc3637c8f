import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { AriaRole, ReactNode } from 'react';

export interface StateMessageProps {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  role?: AriaRole;
}

/** The shared layout of the empty, error and not-found states. */
export function StateMessage({ icon, title, description, actions, role }: StateMessageProps) {
  return (
    <ChakraEmptyState.Root role={role}>
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator aria-hidden="true">{icon}</ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description && (
            <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>
          )}
        </VStack>
        {actions}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
