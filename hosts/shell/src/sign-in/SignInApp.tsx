import { LazyToaster } from '@care/host-kit';
import { FormPrefillProvider, type ReadPrefill } from '@care/ui/forms';
import { SignInUiProvider } from '@care/ui/sign-in';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { SignInRoutes } from './SignInRoutes';

export interface SignInAppProps {
  /** The browser's router, or one at a fixed location when the build renders a page. */
  Router: ComponentType<{ children: ReactNode }>;
  /** What the visitor typed before the bundle took over a prerendered page. */
  readPrefill?: ReadPrefill;
  /** The page shown is rendered and its handlers are live. */
  onPageReady?: () => void;
}

/** The sign-in pages with their providers: one tree for the browser and for the build. */
export function SignInApp({ Router, readPrefill, onPageReady }: SignInAppProps) {
  return (
    <StrictMode>
      <SignInUiProvider>
        <FormPrefillProvider value={readPrefill}>
          <Router>
            <SignInRoutes onPageReady={onPageReady} />
          </Router>
        </FormPrefillProvider>
        <LazyToaster />
      </SignInUiProvider>
    </StrictMode>
  );
}
