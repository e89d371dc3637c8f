import { Box, Stack, Text } from '@care/ui';
import type { ReactNode } from 'react';

/** One labelled part of the person's card, a term and its description. */
export function CardPart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd">{children}</Box>
    </Stack>
  );
}
