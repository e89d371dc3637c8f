import { i18n } from '@care/i18n';
import type { Registration } from '@care/contracts/account';
import { z } from 'zod';

/** Worded when the form is checked, in the language of that moment (its three messages). */
const message = (key: 'firstNameRequired' | 'lastNameRequired' | 'policyRequired') => () =>
  i18n.t(`shell:completeRegistration.errors.${key}`);

/** The contract's registration rules (names at least 1 character, the policy accepted) in the form's words. */
export const completeRegistrationSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, { error: message('firstNameRequired') }),
  lastName: z
    .string()
    .trim()
    .min(1, { error: message('lastNameRequired') }),
  isPolicyAccepted: z
    .boolean()
    .refine((accepted) => accepted, { error: message('policyRequired') }),
}) satisfies z.ZodType<Registration>;
