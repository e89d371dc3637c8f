import { signInPagePaths } from '@care/contracts/sign-in-pages';
import { routePatterns, routes } from '@care/platform';
import { FullPageSpinner } from '@care/ui';
import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from '@care/platform/router';
import { useShellTranslation } from '../app/i18n/shell-i18n';
import { lazyPage } from '../app/router/lazy-page';
import { LoginPage } from '../features/auth/LoginPage';
import { returnPath } from '../features/auth/return-path';
import { preparePanelPage } from './prepare-panel';

const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/ForgotPasswordPage'),
  'ForgotPasswordPage',
);

/**
 * Any other path belongs to the panel: load it as a page of its own, e.g. the
 * dashboard after signing in. The server serves the panel there, never these
 * pages, so this cannot loop.
 */
function OpenInPanel() {
  const { t } = useShellTranslation();
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <FullPageSpinner label={t('guard.checkingSession')} />;
}

/**
 * The login page has the browser prepare the panel's start page, where signing in leads unless
 * the visitor came from elsewhere in the panel: the page is live once the visitor showed intent,
 * so they are about to sign in. The request stays as signing in leaves for that page, so the page
 * opened is the prepared one, and is withdrawn anywhere else (another sign-in page).
 */
function PreparePanel() {
  const { pathname, state } = useLocation();
  const startPage = routes.dashboard();
  const wanted =
    pathname === startPage ||
    (pathname === signInPagePaths.login && returnPath(state) === startPage);
  useEffect(() => (wanted ? preparePanelPage(startPage) : undefined), [wanted, startPage]);
  return null;
}

/** After the page's own effects (its forms adopt what was typed): the page shown is live. */
function PageReady({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

interface LivePageProps {
  page: ReactNode;
  onReady?: () => void;
}

/**
 * The login page, loaded with the bundle, is taken over in the first pass of
 * hydration; a lazy page has a Suspense boundary of its own, which React
 * hydrates later, in a pass of low priority, once its code is there.
 */
function LivePage({ page, onReady }: LivePageProps) {
  return (
    <>
      {page}
      <PageReady onReady={onReady} />
    </>
  );
}

function LazyLivePage(props: LivePageProps) {
  const { t } = useShellTranslation();
  return (
    <Suspense fallback={<FullPageSpinner label={t('guard.checkingSession')} />}>
      <LivePage {...props} />
    </Suspense>
  );
}

export function SignInRoutes({ onPageReady }: { onPageReady?: () => void }) {
  return (
    <>
      <PreparePanel />
      <Routes>
        <Route
          path={routePatterns.login}
          element={<LivePage page={<LoginPage />} onReady={onPageReady} />}
        />
        <Route
          path={routePatterns.register}
          element={<LazyLivePage page={<RegisterPage />} onReady={onPageReady} />}
        />
        <Route
          path={routePatterns.forgotPassword}
          element={<LazyLivePage page={<ForgotPasswordPage />} onReady={onPageReady} />}
        />
        <Route path="*" element={<OpenInPanel />} />
      </Routes>
    </>
  );
}
