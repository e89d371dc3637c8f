// The core only: pages that validate with zod/mini do not pull in zod's full API for this.
import { config, type $ZodRawIssue } from 'zod/v4/core';
import { i18n } from './instance';

type Issue = $ZodRawIssue;

const zodKey = (name: string) => `common:zod.${name}`;
const REQUIRED = 'common:validation.required';
const MIN_LENGTH = 'common:validation.minLength';

/** String checks count characters; the other origins compare values. */
function lengthOrBound(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    if (issue.exact) return i18n.t(zodKey('exactLength'), { count: limit });
    // An empty required text field is `min(1)`: the user reads it as "required".
    if (small && limit === 1) return i18n.t(REQUIRED);
    return small
      ? i18n.t(MIN_LENGTH, { count: limit, min: limit })
      : i18n.t(zodKey('maxLength'), { count: limit });
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return i18n.t(zodKey(small ? 'arrayTooSmall' : 'arrayTooBig'), { count: limit });
  }
  const bound =
    issue.inclusive === false ? (small ? 'greaterThan' : 'lessThan') : small ? 'atLeast' : 'atMost';
  return i18n.t(zodKey(`number.${bound}`), { limit });
}

function formatMessage(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'email':
      return i18n.t(zodKey('format.email'));
    case 'url':
      return i18n.t(zodKey('format.url'));
    case 'uuid':
    case 'guid':
      return i18n.t(zodKey('format.uuid'));
    case 'datetime':
    case 'date':
      return i18n.t(zodKey('format.date'));
    default:
      return i18n.t(zodKey('format.other'));
  }
}

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/**
 * The message for one zod issue in the current language (required,
 * expected type, invalid enum value, string length, number bounds, email,
 * url and uuid). A message written on the schema itself takes precedence in
 * zod, so this only fills in the generic ones.
 */
export function zodErrorMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return i18n.t(REQUIRED);
      return i18n.t(zodKey('expectedType'), {
        expected: i18n.t(zodKey(`types.${issue.expected}`), { defaultValue: issue.expected }),
      });
    case 'too_small':
    case 'too_big':
      return lengthOrBound(issue);
    case 'invalid_format':
      return formatMessage(issue);
    case 'invalid_value':
      if (isBlank(issue.input)) return i18n.t(REQUIRED);
      return i18n.t(zodKey('invalidEnum'), { options: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return i18n.t(zodKey('unrecognizedKeys'), { keys: issue.keys.join(', ') });
    default:
      return i18n.t(zodKey('invalid'));
  }
}

/** Makes zodErrorMessage the default of this bundle's zod; forms pass it per parse as well. */
export function installZodErrorMap(): void {
  config({ customError: zodErrorMessage });
}
