import { Box, Stack, Text } from '@care/ui';
import { Children, useId, type ReactNode } from 'react';

export interface SidebarSectionProps {
  title: ReactNode;
  children: ReactNode;
}

/** A titled group of menu entries, announced as a list under its heading. */
export function SidebarSection({ title, children }: SidebarSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Text
        as="h2"
        id={headingId}
        px="3"
        pb="1"
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        color="fg.muted"
      >
        {title}
      </Text>
      <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
        {Children.map(children, (child) => (
          <li>{child}</li>
        ))}
      </Stack>
    </Box>
  );
}
