import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster, UiProvider } from '@care/ui';
import type { ReactNode } from 'react';

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
        <Toaster />
      </QueryClientProvider>
    </UiProvider>
  );
}
