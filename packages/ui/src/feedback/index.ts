export { LoadingState } from './LoadingState';
export type { LoadingStateProps } from './LoadingState';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
export { NotFoundState } from './NotFoundState';
export type { NotFoundStateProps } from './NotFoundState';
export { toaster, TOAST_DURATION_MS } from './toaster';
