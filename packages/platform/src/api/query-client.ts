import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Answers that a retry cannot change: bad input, no or wrong token, forbidden, not found, conflicts. */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 429]);
const MAX_RETRIES = 2;
const STALE_TIME_MS = 30_000;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    if (!RETRYABLE_CLIENT_ERRORS.has(error.status)) return false;
  }
  return failureCount < MAX_RETRIES;
}

/** The one QueryClient of the page; the shell creates it and every remote reads it from context. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
