import type { QueryClient } from '@tanstack/react-query';

/** Where a sidebar entry leads: the organization whose area it opens, if any. */
export interface PrefetchTarget {
  organizationId?: string;
}

/**
 * The default export of a remote's `./prefetch`: fetches into the page's one query client what
 * the remote's first page shows (a list's first page), under the keys that page reads. The shell
 * calls it when the remote's sidebar entry is pointed at or focused, so a click finds the data
 * with the code. It must stay small: it loads with the remote's entry, before its `./App`.
 */
export type RemotePrefetch = (queryClient: QueryClient, target: PrefetchTarget) => Promise<void>;
