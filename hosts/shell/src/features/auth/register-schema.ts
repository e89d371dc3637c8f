import { i18n } from '@care/i18n';
import { z } from 'zod';

/** The identity service's own minimum; longer rules are its to judge. */
export const PASSWORD_MIN_LENGTH = 6;

/** Sign-up: the password twice, so a typo does not lock the user out of a new account. */
export const registerSchema = z
  .object({
    email: z.email(),
    password: z.string().min(PASSWORD_MIN_LENGTH),
    confirmPassword: z.string().min(1),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    // Worded when the form is checked, in the language of that moment.
    error: () => i18n.t('common:validation.passwordsMismatch'),
  });
export type RegisterValues = z.infer<typeof registerSchema>;
