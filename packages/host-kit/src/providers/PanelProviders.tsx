import type { RuntimeConfig } from '@care/contracts/runtime-config';
import { QueryClientProvider, type QueryClient } from '@care/platform/query';
import { UiProvider } from '@care/ui';
import type { ReactNode } from 'react';
import { LazyToaster } from './LazyToaster';
import { RuntimeConfigContext } from './runtime-config-context';

export interface PanelProvidersProps {
  /** The one query client of the page; remotes reach it through this provider. */
  queryClient: QueryClient;
  /** What the boot loaded from /config.json. */
  runtimeConfig?: RuntimeConfig;
  children: ReactNode;
}

/**
 * What every page of the panel is wrapped in, by the shell, by a remote running alone and by
 * the tests: the design system, the runtime config, the query client and the toast outlet.
 */
export function PanelProviders({ queryClient, runtimeConfig, children }: PanelProvidersProps) {
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
