import { ApiError } from './api-error';
import { createQueryClient, shouldRetry } from './query-client';

const apiError = (status: number) => new ApiError({ type: 'x', title: 'x', status });

describe('query retry rule', () => {
  it.each([400, 401, 403, 404, 409])('never retries a %i answer', (status) => {
    expect(shouldRetry(0, apiError(status))).toBe(false);
  });

  it.each([500, 503, 429])('retries a %i answer twice', (status) => {
    expect(shouldRetry(0, apiError(status))).toBe(true);
    expect(shouldRetry(1, apiError(status))).toBe(true);
    expect(shouldRetry(2, apiError(status))).toBe(false);
  });

  it('retries a network failure twice', () => {
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('is the default of the query client, with data fresh for 30 seconds', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(shouldRetry);
    expect(defaults?.staleTime).toBe(30_000);
  });
});
