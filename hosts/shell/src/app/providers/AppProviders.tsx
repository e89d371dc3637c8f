import type { RuntimeConfig } from '@care/contracts';
import { QueryClientProvider, type QueryClient } from '@care/platform/query';
import { UiProvider } from '@care/ui';
import type { ReactNode } from 'react';
import { RuntimeConfigContext } from '../boot/runtime-config-context';
import { LazyToaster } from './LazyToaster';

export interface AppProvidersProps {
  /** The one query client of the page; remotes reach it through this provider. */
  queryClient: QueryClient;
  /** What the boot loaded from /config.json. */
  runtimeConfig?: RuntimeConfig;
  children: ReactNode;
}

export function AppProviders({ queryClient, runtimeConfig, children }: AppProvidersProps) {
  return (
    <UiProvider>
      <RuntimeConfigContext value={runtimeConfig}>
        <QueryClientProvider client={queryClient}>
          {children}
          <LazyToaster />
        </QueryClientProvider>
      </RuntimeConfigContext>
    </UiProvider>
  );
}
