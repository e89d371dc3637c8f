import { useTranslation } from '@care/i18n';
import { routePatterns, useAuthStore } from '@care/platform';
import { Box, ErrorState, LoadingState, UiProvider } from '@care/ui';
import { Toaster } from '@care/ui/toaster';
import { QueryClientProvider, type QueryClient } from '@care/platform/query';
import { useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes } from '@care/platform/router';
import App from './App';
import { bootStandalone } from './features/standalone-host/boot';
import { OrganizationPicker } from './features/standalone-host/OrganizationPicker';
import { SessionBar } from './features/standalone-host/SessionBar';
import { SignInForm } from './features/standalone-host/SignInForm';

/** Where the shell mounts this remote; standalone mounts it at the same place. */
const MOUNT_PATH = `${routePatterns.tags}/*`;

/**
 * The minimal host for working on this remote alone (its dev server or `care-serve tags`):
 * the platform set up as the shell does it, sign-in against the identity emulator, and the
 * remote at its usual path.
 */
export function Standalone() {
  return (
    <UiProvider>
      <StandaloneHost />
      <Toaster />
    </UiProvider>
  );
}

function StandaloneHost() {
  const { t } = useTranslation('tags');
  const [queryClient, setQueryClient] = useState<QueryClient>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    bootStandalone().then(setQueryClient, (error: unknown) => {
      console.error('The standalone host could not start.', error);
      setFailed(true);
    });
  }, []);

  if (failed) {
    return (
      <ErrorState title={t('standalone.bootFailed')} onRetry={() => window.location.reload()} />
    );
  }
  if (!queryClient) return <LoadingState />;
  return (
    <QueryClientProvider client={queryClient}>
      <SessionRoutes />
    </QueryClientProvider>
  );
}

function SessionRoutes() {
  const status = useAuthStore((state) => state.status);
  if (status === 'loading') return <LoadingState />;
  if (status === 'signedOut') return <SignInForm />;
  return (
    <BrowserRouter>
      <SessionBar />
      <Box as="main" p="6">
        <Routes>
          <Route path={MOUNT_PATH} element={<App />} />
          <Route path="*" element={<OrganizationPicker />} />
        </Routes>
      </Box>
    </BrowserRouter>
  );
}
