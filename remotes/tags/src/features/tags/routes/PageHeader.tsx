import { HStack, Heading } from '@care/ui';
import type { ReactNode } from 'react';

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <HStack justify="space-between" gap="4" wrap="wrap">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {actions}
    </HStack>
  );
}
