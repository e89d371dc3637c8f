import type { ReactNode } from 'react';
import { DesignSystemProvider } from './DesignSystemProvider';
import { getSystem } from './system';

/** The design system of the page: rendered once by the shell (or a remote's standalone host). */
export function UiProvider({ children }: { children: ReactNode }) {
  return <DesignSystemProvider system={getSystem()}>{children}</DesignSystemProvider>;
}
