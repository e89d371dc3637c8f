import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { problems } from './errors';

/**
 * The contracts check the E.164 shape; this checks the number exists in its country's numbering
 * plan (full metadata, which the browser need not load) and is written the canonical way.
 */
function isRealPhoneNumber(phone: string) {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.isValid() === true && parsed.number === phone;
}

/** A 400 naming each field of the body whose number is not a real one, all at once. */
export function assertRealPhoneNumbers(numbers: readonly { path: string; phone: string }[]) {
  const errors = numbers
    .filter(({ phone }) => !isRealPhoneNumber(phone))
    .map(({ path }) => ({ path, message: 'Not a valid phone number' }));
  if (errors.length > 0) throw problems.validation('The request body is invalid.', errors);
}

export function assertRealPhoneNumber(phone: string, path = 'phone') {
  assertRealPhoneNumbers([{ path, phone }]);
}
