import { BootFailurePage } from '@care/host-kit';
import { initI18n } from '@care/i18n';
import { SignInUiProvider } from '@care/ui/sign-in';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { preloadIdentitySdk } from '@care/platform';
import { BrowserRouter } from '@care/platform/router';
import { registerShellResources } from '../app/i18n/shell-i18n';
import { PAGE_READY_EVENT, PRERENDERED_LANGUAGE_ATTRIBUTE } from './prerendered-page';
import { SignInApp } from './SignInApp';
import { typedBeforeStart } from './typed-before-start';

/** Takes over the page the build rendered, keeping what was typed; or renders it (no prerender). */
export function showSignInPages(container: HTMLElement): Root {
  if (!container.hasAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE)) {
    const root = createRoot(container);
    flushSync(() => root.render(<SignInApp Router={BrowserRouter} />));
    return root;
  }
  const typed = typedBeforeStart(container);
  const onPageReady = () => {
    typed.stop();
    document.dispatchEvent(new Event(PAGE_READY_EVENT));
  };
  return hydrateRoot(
    container,
    <SignInApp Router={BrowserRouter} readPrefill={typed.read} onPageReady={onPageReady} />,
  );
}

/**
 * Starts the sign-in pages when one of them is opened directly: the form
 * first, then the runtime config and the identity service (the form needs
 * them only on submit). The identity SDK's code is asked for before the page
 * is taken over, which holds the main thread for a while: a submit made before
 * the page was live waits for that code, and it loads meanwhile.
 */
export function startSignInPages(container: HTMLElement): void {
  preloadIdentitySdk();
  initI18n();
  registerShellResources();
  const root = showSignInPages(container);

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
