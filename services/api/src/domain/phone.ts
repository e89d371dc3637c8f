import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { problems } from './errors';

/**
 * The contracts check the E.164 shape; this checks the number exists in its country's numbering
 * plan (full metadata, which the browser need not load) and is written the canonical way.
 */
export function assertRealPhoneNumber(phone: string) {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed?.isValid() || parsed.number !== phone)
    throw problems.validation('The request body is invalid.', [
      { path: 'phone', message: 'Not a valid phone number' },
    ]);
}
