/**
 * The react-query API the apps use, as the `@care/platform/query` entry point.
 *
 * Like the router, react-query is not a federation shared module of its own:
 * shared whole it ships every export to the first page. Bundled here it keeps
 * only what is listed, and the query client context is still one per page
 * because this entry point is a shared singleton. Add an export here when an
 * app needs one; apps never import @tanstack/react-query themselves.
 */
export {
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { PrefetchTarget, RemotePrefetch } from './remote-prefetch';
