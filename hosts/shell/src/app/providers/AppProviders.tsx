import { QueryClientProvider, type QueryClient } from '@care/platform/query';
import { UiProvider } from '@care/ui';
import { lazy, Suspense, type ReactNode } from 'react';

// The toast outlet and its machine load after the first paint: nothing shows
// a toast before then, and one queued earlier appears once the outlet mounts.
const Toaster = lazy(async () => ({ default: (await import('@care/ui/toaster')).Toaster }));

export interface AppProvidersProps {
  /** The one query client of the page; remotes reach it through this provider. */
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </UiProvider>
  );
}
