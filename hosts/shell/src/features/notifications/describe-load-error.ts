import { z } from 'zod';

/**
 * The detail line of the popup's error card: for a notification that failed
 * the contracts' strict parse, every zod message joined; otherwise
 * the error's own message (an API problem's detail or title).
 */
export function describeLoadError(error: unknown): string | undefined {
  if (error instanceof z.ZodError) return error.issues.map((issue) => issue.message).join('; ');
  return error instanceof Error && error.message ? error.message : undefined;
}

/** A malformed answer stays malformed: retrying only delays the error card. */
export const isParseError = (error: unknown) => error instanceof z.ZodError;
