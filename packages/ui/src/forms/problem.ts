import type { Problem } from '@care/contracts/problem';
import { problemTypes } from '@care/contracts/problem-types';

/** One entry of a 400 problem's `errors`: where the input was wrong and why. */
export type ProblemFieldError = NonNullable<Problem['errors']>[number];

const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Problem).status === 'number' &&
  typeof (value as Problem).type === 'string' &&
  typeof (value as Problem).title === 'string';

/**
 * The problem details an error carries, if any. Read by shape (an error with a `problem`
 * of the contracts' Problem shape, as @care/platform's ApiError), not by class: the kit
 * stays free of the API client and what it brings (session, identity SDK, ky).
 */
export function problemOf(error: unknown): Problem | undefined {
  if (typeof error !== 'object' || error === null || !('problem' in error)) return undefined;
  const { problem } = error as { problem: unknown };
  return isProblem(problem) ? problem : undefined;
}

/** What a failure tells the user: the problem's detail, else its title; none for other errors. */
export function problemDetail(error: unknown): string | undefined {
  const problem = problemOf(error);
  return problem && (problem.detail ?? problem.title);
}

/**
 * Whether the API refused a step for an old sign-in and the person then chose not to sign in
 * again: they ended it themself, so, as with a closed sign-in popup, nothing more is said.
 */
export function declinedToSignInAgain(error: unknown): boolean {
  return problemOf(error)?.type === problemTypes.reauthenticationRequired;
}
