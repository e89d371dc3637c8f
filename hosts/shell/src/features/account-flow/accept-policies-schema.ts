import { i18n } from '@care/i18n';
import { z } from 'zod';

const required = () => i18n.t('shell:acceptPolicies.required');

/** Each document the page asks about is ticked before the acceptance is sent. */
export const acceptPoliciesSchema = z.object({
  privacy: z.boolean().refine((accepted) => accepted, { error: required }),
  terms: z.boolean().refine((accepted) => accepted, { error: required }),
});
