import type { ReactNode } from 'react';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  NotFoundState,
  type EmptyStateProps,
} from '@care/ui';
import { problemDetail, problemOf } from '../forms/problem';

/**
 * The part of a react-query result QueryState reads; any `useQuery(...)` result fits, so
 * the kit needs no react-query of its own.
 */
export interface QueryLike<TData> {
  status: 'pending' | 'error' | 'success';
  data: TData | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<TData> {
  query: QueryLike<TData>;
  /** Renders the answer. */
  children: (data: TData) => ReactNode;
  /**
   * Shown until the first answer: best a skeleton shaped like the content, so nothing
   * jumps when it arrives; a spinner saying `loadingLabel` by default.
   */
  loading?: ReactNode;
  /** E.g. 'Loading tags…'; 'Loading…' by default. */
  loadingLabel?: string;
  /** What failed, e.g. 'Unable to load tags'; 'Something went wrong' by default. */
  errorTitle?: string;
  /** The empty state, e.g. 'No tags yet' with a 'New tag' button; without it an empty answer renders as data. */
  empty?: EmptyStateProps;
  /** Whether an answer counts as empty; by default a list (`[]` or `{ items: [] }`) with no item. */
  isEmpty?: (data: TData) => boolean;
  /** An action on the not-available state (404), e.g. a link back to the list. */
  notFoundAction?: ReactNode;
}

function isEmptyList(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const items = (data as { items?: unknown } | null | undefined)?.items;
  return Array.isArray(items) && items.length === 0;
}

/**
 * One query's states, in one place instead of a ternary ladder on every page: loading;
 * 'Requested resource is not available.' for a 404 (an id the caller may not see); an
 * error card with the problem's detail and Retry; the empty state with its call to
 * action; else the data. A refetch that fails while an answer is on screen keeps the
 * answer (react-query retries), except a 404: the resource is gone.
 */
export function QueryState<TData>({
  query,
  children,
  loading,
  loadingLabel,
  errorTitle,
  empty,
  isEmpty = isEmptyList,
  notFoundAction,
}: QueryStateProps<TData>) {
  if (query.status === 'pending') return loading ?? <LoadingState label={loadingLabel} />;
  if (query.status === 'error' && problemOf(query.error)?.status === 404) {
    return <NotFoundState action={notFoundAction} />;
  }
  if (query.data === undefined) {
    return (
      <ErrorState
        title={errorTitle}
        detail={problemDetail(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (empty && isEmpty(query.data)) return <EmptyState {...empty} />;
  return children(query.data);
}
