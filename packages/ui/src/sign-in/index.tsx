/**
 * `@care/ui/sign-in`: the design system of the shell's sign-in pages when they
 * load as a bundle of their own. Components still come from `@care/ui`.
 */
import type { ReactNode } from 'react';
import { DesignSystemProvider } from '../system/DesignSystemProvider';
import { signInSystem } from '../system/sign-in-system';

export { signInSystem };

export function SignInUiProvider({ children }: { children: ReactNode }) {
  return <DesignSystemProvider system={signInSystem}>{children}</DesignSystemProvider>;
}
