import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { applyColorMode, useColorMode } from './color-mode';

/** Keeps <html> in the shown color mode; before paint, so a dark page never flashes light. */
function ColorModeSync() {
  const { colorMode } = useColorMode();
  useLayoutEffect(() => applyColorMode(colorMode), [colorMode]);
  return null;
}

export function DesignSystemProvider({
  system,
  children,
}: {
  system: SystemContext;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={system}>
      <ColorModeSync />
      {children}
    </ChakraProvider>
  );
}
