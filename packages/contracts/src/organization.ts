import { z } from 'zod';
import { defineEndpoint, reauthenticationMeaning } from './endpoint';
import { listSearchSchema, pageQuerySchema, paginated, sortSchemaOf } from './pagination';
import { dateTimeSchema, emailSchema, limits, typedText, uuidSchema } from './primitives';

export const organizationSchema = z.object({ id: uuidSchema, name: z.string() });
export type Organization = z.infer<typeof organizationSchema>;

export const adminOrganizationSchema = organizationSchema.extend({
  createdAt: dateTimeSchema,
  membersCount: z.number().int().min(0),
  /** Every order of the organization, whatever its status: what a delete takes with it. */
  ordersCount: z.number().int().min(0),
  /** Sent back as If-Match by a rename or a delete, so neither overwrites a change unseen. */
  version: z.number().int(),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

/** The new-organization form: organization name and its first (super) operator. */
export const organizationCreateSchema = z.strictObject({
  name: z.string().trim().min(limits.createName.min).max(limits.createName.max),
  operator: z.strictObject({
    firstName: z.string().trim().min(limits.createName.min).max(limits.createName.max),
    lastName: z.string().trim().min(limits.createName.min).max(limits.createName.max),
    email: emailSchema,
  }),
});
export type OrganizationCreate = z.infer<typeof organizationCreateSchema>;

/** Fields the admin list sorts on; ties are broken by id so pages never repeat or skip a row. */
export const adminOrganizationSortFields = ['name', 'createdAt', 'membersCount'] as const;
export type AdminOrganizationSortField = (typeof adminOrganizationSortFields)[number];
/** `field` ascending, `-field` descending. */
export type AdminOrganizationSort = AdminOrganizationSortField | `-${AdminOrganizationSortField}`;
export const adminOrganizationSortSchema = sortSchemaOf(adminOrganizationSortFields);
/** Newest first: an admin sees the organization just created on top. */
export const defaultAdminOrganizationSort: AdminOrganizationSort = '-createdAt';

export const adminOrganizationListQuerySchema = pageQuerySchema.extend({
  sort: adminOrganizationSortSchema.default(defaultAdminOrganizationSort),
  /** Part of the name, case- and accent-insensitive. */
  search: listSearchSchema.optional(),
});
export type AdminOrganizationListQuery = z.infer<typeof adminOrganizationListQuerySchema>;

/** A rename; names of live organizations are unique whatever their case. */
export const organizationRenameSchema = z.strictObject({
  name: typedText(limits.createName.min, limits.createName.max),
});
export type OrganizationRename = z.infer<typeof organizationRenameSchema>;

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
    query: adminOrganizationListQuerySchema,
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
    conflicts: true,
  }),
  updateAdminOrganization: defineEndpoint({
    method: 'PATCH',
    path: '/admin/organization/:organizationId',
    access: 'admin',
    tag: 'admin',
    summary: 'Rename an organization',
    params: organizationParamsSchema,
    body: organizationRenameSchema,
    response: adminOrganizationSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  deleteAdminOrganization: defineEndpoint({
    method: 'DELETE',
    path: '/admin/organization/:organizationId',
    access: 'admin',
    tag: 'admin',
    summary: 'Delete an organization',
    params: organizationParamsSchema,
    successStatus: 204,
    ifMatch: true,
    recentSignIn: true,
    problems: { 403: reauthenticationMeaning },
  }),
};
