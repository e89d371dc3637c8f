import type { Problem } from '@care/contracts/problem';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { problemOf, type ProblemFieldError } from './problem';

/** Where a 409 of one problem type belongs, e.g. a duplicate name on the name field. */
export interface ConflictOnField<T extends FieldValues> {
  field: FieldPath<T>;
  /** Translated; the API's own detail is not in the user's language. */
  message: string;
}

export interface ApplyProblemOptions<T extends FieldValues> {
  /**
   * 409 problems that are about one field, by problem type:
   * `{ [problemTypes.duplicate]: { field: 'name', message: t('duplicateName') } }`.
   */
  conflicts?: Partial<Record<string, ConflictOnField<T>>>;
  /**
   * Maps an API path (`address.city`, `tagIds.0`) to the form field that shows it, for
   * forms whose names differ from the request's; undefined leaves the error unplaced.
   * By default a path is a field when the form's values have it.
   */
  fieldOf?: (path: string) => FieldPath<T> | undefined;
  /** The text a field shows for an API field error; the API's message by default. */
  fieldMessage?: (fieldError: ProblemFieldError) => string;
}

export interface ProblemPlacement {
  /** Form fields now showing an error of the problem, in the problem's order. */
  placed: string[];
  /** The problem's field errors no field of the form could show. */
  unplaced: ProblemFieldError[];
  /** The problem, if the error carried one (a network failure does not). */
  problem: Problem | undefined;
  /**
   * True when the form does not tell the whole story and the caller should still say
   * what failed, e.g. in a toast: no problem, a status the form does not map, or an error
   * no field could show.
   */
  leftover: boolean;
}

/** A value a field edits as a whole: anything but a plain object or a list of objects. */
function isGroup(value: unknown): value is Record<string, unknown> {
  if (Array.isArray(value)) return value.some((item) => typeof item === 'object' && item !== null);
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}

/**
 * The field of `values` a path points into: `address.city` → `address.city`; `tags.0` of
 * a list of ids → `tags` (the list is one field); undefined when the form has no such field.
 */
export function fieldAtPath(values: unknown, path: string): string | undefined {
  const segments = path.split('.').filter(Boolean);
  const taken: string[] = [];
  let current: unknown = values;
  for (const segment of segments) {
    if (!isGroup(current) || !Object.hasOwn(current, segment)) return undefined;
    current = current[segment];
    taken.push(segment);
    if (!isGroup(current)) return taken.join('.');
  }
  // The path ends at a group of fields (or is empty): no single field shows it.
  return undefined;
}

/**
 * Puts a failed save's problem on the form where the user can act on it: a 400's field
 * errors on their fields (nested paths on nested fields), a 409 of a mapped type on its
 * field; the first one placed takes focus. Returns what it could not place, so the
 * caller reports the rest (`leftover`), e.g. with a toast of the problem's detail.
 */
export function applyProblemToForm<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  options: ApplyProblemOptions<T> = {},
): ProblemPlacement {
  const problem = problemOf(error);
  const placed: string[] = [];
  const unplaced: ProblemFieldError[] = [];
  const place = (field: FieldPath<T>, message: string) => {
    form.setError(field, { type: 'server', message }, { shouldFocus: placed.length === 0 });
    placed.push(field);
  };

  if (problem?.status === 409) {
    const conflict = options.conflicts?.[problem.type];
    if (conflict) place(conflict.field, conflict.message);
  } else if (problem?.status === 400) {
    const values = form.getValues();
    const fieldOf =
      options.fieldOf ?? ((path: string) => fieldAtPath(values, path) as FieldPath<T> | undefined);
    for (const fieldError of problem.errors ?? []) {
      const field = fieldOf(fieldError.path);
      // One message per field: the first is what the user fixes first.
      if (field && placed.includes(field)) continue;
      if (field) place(field, options.fieldMessage?.(fieldError) ?? fieldError.message);
      else unplaced.push(fieldError);
    }
  }

  return { placed, unplaced, problem, leftover: placed.length === 0 || unplaced.length > 0 };
}
