import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema, paginated } from './pagination';
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

/** The path of everything an organization holds: `/operator/organization/:organizationId/…`. */
export const organizationParamsSchema = z.strictObject({ organizationId: uuidSchema });

export const organizationEndpoints = {
  getOrganization: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId',
    access: 'operator',
    tag: 'organizations',
    summary: 'An organization the caller operates',
    params: organizationParamsSchema,
    response: organizationSchema,
    successStatus: 200,
  }),
  listAdminOrganizations: defineEndpoint({
    method: 'GET',
    path: '/admin/organization',
    access: 'admin',
    tag: 'admin',
    summary: 'Every organization',
    query: pageQuerySchema,
    response: paginated(adminOrganizationSchema),
    successStatus: 200,
  }),
  createAdminOrganization: defineEndpoint({
    method: 'POST',
    path: '/admin/organization',
    access: 'admin',
    tag: 'admin',
    summary: 'Create an organization and invite its first super operator',
    body: organizationCreateSchema,
    response: adminOrganizationSchema,
    successStatus: 201,
  }),
};
