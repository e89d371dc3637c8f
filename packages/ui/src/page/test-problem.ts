import type { Problem } from '@care/contracts/problem';

/** An error as @care/platform's API client throws it: a message and the problem details. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
}

export const problemError = (status: number, type: string, title: string, detail?: string) =>
  new ProblemError({ type, title, status, detail });
