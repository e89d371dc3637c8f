import { Box, Card, Center, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './LanguageSwitch';

export interface CenteredPageProps {
  /** The page's one h1. */
  title: ReactNode;
  /** Shown above the title, e.g. an icon or the product mark. */
  header?: ReactNode;
  children?: ReactNode;
}

/**
 * A single card in the middle of the screen: sign-in, error and other pages
 * outside the panel, with the language switch below it (the panel has its own).
 */
export function CenteredPage({ title, header, children }: CenteredPageProps) {
  return (
    <Center as="main" minH="100dvh" px="4" py="10" bg="bg.subtle" flexDirection="column" gap="4">
      <Card.Root width="full" maxW="md">
        <Card.Body>
          <Stack gap="5">
            {header && <Box color="colorPalette.fg">{header}</Box>}
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
      <LanguageSwitch />
    </Center>
  );
}
