// zod/mini: the login page is the first page most visits load, and the full
// zod API would be a tenth of its script for two fields.
import { z } from 'zod/mini';

/** Only presence and shape: the identity service judges the password itself. */
export const loginSchema = z.object({
  email: z.email(),
  password: z.string().check(z.minLength(1)),
});
export type LoginValues = z.infer<typeof loginSchema>;
