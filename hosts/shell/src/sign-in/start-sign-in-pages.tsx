import { initI18n } from '@care/i18n';
import { SignInUiProvider } from '@care/ui/sign-in';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from '@care/platform/router';
import { BootFailurePage } from '../app/boot/BootFailurePage';
import { registerShellResources } from '../app/i18n/shell-i18n';
import { LazyToaster } from '../app/providers/LazyToaster';
import { SignInRoutes } from './SignInRoutes';

/**
 * Starts the sign-in pages when one of them is opened directly: the form
 * paints first, then the runtime config and the identity service load (the
 * form needs them only on submit).
 */
export function startSignInPages(root: Root): void {
  initI18n();
  registerShellResources();

  flushSync(() =>
    root.render(
      <StrictMode>
        <SignInUiProvider>
          <BrowserRouter>
            <SignInRoutes />
          </BrowserRouter>
          <LazyToaster />
        </SignInUiProvider>
      </StrictMode>,
    ),
  );

  import('./connect-identity')
    .then(({ connectIdentity }) => connectIdentity())
    .catch((error: unknown) => {
      console.error('The runtime configuration could not be loaded.', error);
      root.render(
        <SignInUiProvider>
          <BootFailurePage />
        </SignInUiProvider>,
      );
    });
}
