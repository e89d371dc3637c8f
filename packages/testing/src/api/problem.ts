import type { Problem, ProblemType } from '@care/contracts';

const replyMark = Symbol('stub reply');

/** An answer with a status of its own, as opposed to an endpoint's success body. */
export interface StubReply {
  readonly [replyMark]: true;
  status: number;
  body?: unknown;
  /** Whether the body is checked (a problem against the problem schema); false for `unchecked`. */
  checked: boolean;
}

export const isStubReply = (value: unknown): value is StubReply =>
  typeof value === 'object' && value !== null && replyMark in value;

/**
 * A problem+json answer, as the API gives for every error: `problem(409, problemTypes.duplicate,
 * { detail: 'Name taken' })`, or `{ errors: [{ path, message }] }` for a 400 naming its fields.
 */
export function problem(
  status: number,
  type: ProblemType | string,
  details: Partial<Omit<Problem, 'type' | 'status'>> = {},
): StubReply {
  return {
    [replyMark]: true,
    status,
    body: { type, title: details.title ?? type, status, ...details },
    checked: true,
  };
}

/**
 * A success answer that does not fit the endpoint's schema, sent as it is: for a test of what the
 * app does with a malformed answer. Every other answer is checked.
 */
export function unchecked(body: unknown, status = 200): StubReply {
  return { [replyMark]: true, status, body, checked: false };
}
