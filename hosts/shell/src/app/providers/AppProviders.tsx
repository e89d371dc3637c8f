import { QueryClientProvider, type QueryClient } from '@care/platform/query';
import { UiProvider } from '@care/ui';
import type { ReactNode } from 'react';
import { LazyToaster } from './LazyToaster';

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
        <LazyToaster />
      </QueryClientProvider>
    </UiProvider>
  );
}
