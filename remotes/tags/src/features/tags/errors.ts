import { isApiError } from '@care/platform';

/** What an API failure tells the user: the problem's detail, else its title. */
export function problemDetail(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.problem.detail ?? error.problem.title;
}
