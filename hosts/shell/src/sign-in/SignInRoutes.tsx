import { routePatterns } from '@care/platform';
import { FullPageSpinner } from '@care/ui';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Route, Routes, useLocation } from '@care/platform/router';
import { useShellTranslation } from '../app/i18n/shell-i18n';
import { lazyPage } from '../app/router/lazy-page';
import { LoginPage } from '../features/auth/LoginPage';

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
 * Last inside the pages' Suspense boundary: its effect runs once the page
 * shown is live, after the page's own effects (its forms adopt what was typed).
 */
function PageReady({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

export function SignInRoutes({ onPageReady }: { onPageReady?: () => void }) {
  const { t } = useShellTranslation();
  return (
    <Suspense fallback={<FullPageSpinner label={t('guard.checkingSession')} />}>
      <Routes>
        <Route path={routePatterns.login} element={<LoginPage />} />
        <Route path={routePatterns.register} element={<RegisterPage />} />
        <Route path={routePatterns.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path="*" element={<OpenInPanel />} />
      </Routes>
      <PageReady onReady={onPageReady} />
    </Suspense>
  );
}
