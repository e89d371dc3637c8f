import { z } from 'zod';

/** Only presence and shape: the identity service judges the password itself. */
export const loginSchema = z.object({
  email: z.email(),
  password: z.string().min(1),
});
export type LoginValues = z.infer<typeof loginSchema>;
