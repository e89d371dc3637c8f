import { ChakraProvider } from '@chakra-ui/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { applyColorMode, useColorMode } from './color-mode';
import { system } from './system';

/** Keeps <html> in the shown color mode; before paint, so a dark page never flashes light. */
function ColorModeSync() {
  const { colorMode } = useColorMode();
  useLayoutEffect(() => applyColorMode(colorMode), [colorMode]);
  return null;
}

/** The design system of the page: rendered once by the shell (or a remote's standalone host). */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeSync />
      {children}
    </ChakraProvider>
  );
}
