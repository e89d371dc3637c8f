import { z } from 'zod';
import { dateTimeSchema, limits, uuidSchema } from './primitives';

export const organizationSchema = z.object({ id: uuidSchema, name: z.string() });
export type Organization = z.infer<typeof organizationSchema>;

export const adminOrganizationSchema = organizationSchema.extend({
  createdAt: dateTimeSchema,
  membersCount: z.number().int().min(0),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

/** The new-organization form: organization name and its first (super) operator. */
export const organizationCreateSchema = z.strictObject({
  name: z.string().trim().min(limits.createName.min).max(limits.createName.max),
  operator: z.strictObject({
    firstName: z.string().trim().min(limits.createName.min).max(limits.createName.max),
    lastName: z.string().trim().min(limits.createName.min).max(limits.createName.max),
    email: z.email(),
  }),
});
export type OrganizationCreate = z.infer<typeof organizationCreateSchema>;
