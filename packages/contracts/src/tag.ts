import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { organizationParamsSchema } from './organization';
import { hexColorSchema, limits, uuidSchema } from './primitives';

export const tagSchema = z.object({
  id: uuidSchema.optional(),
  name: z.string(),
  abbr: z.string(),
  description: z.string().optional(),
  color: hexColorSchema,
  textColor: hexColorSchema.nullable(),
  icon: z.string().nullable(),
});
export type Tag = z.infer<typeof tagSchema>;

/** A tag as the API answers it: always stored, so always with an id. */
export const storedTagSchema = tagSchema.extend({ id: uuidSchema, version: z.number().int() });
export type StoredTag = z.infer<typeof storedTagSchema>;
export const tagListSchema = z.object({ items: z.array(storedTagSchema) });

/** Tag creation (docs/product.md, limits); unknown keys are rejected. */
export const tagCreateSchema = z.strictObject({
  icon: z.string().min(limits.tagIcon.min).max(limits.tagIcon.max),
  color: hexColorSchema,
  name: z.string().trim().min(limits.createName.min).max(limits.createName.max),
  textColor: hexColorSchema,
  abbr: z.string().trim().min(limits.tagAbbr.min).max(limits.tagAbbr.max),
  description: z.string().trim().min(limits.description.min).max(limits.description.max),
});
export type TagCreate = z.infer<typeof tagCreateSchema>;
export const tagUpdateSchema = tagCreateSchema;
export type TagUpdate = TagCreate;

const tagParamsSchema = organizationParamsSchema.extend({ tagId: uuidSchema });

export const tagEndpoints = {
  listTags: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/tag',
    access: 'operator',
    tag: 'tags',
    summary: 'Every tag of the organization, sorted by name',
    params: organizationParamsSchema,
    response: tagListSchema,
    successStatus: 200,
  }),
  getTag: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/tag/:tagId',
    access: 'operator',
    tag: 'tags',
    summary: 'One tag of the organization, with its version as the ETag',
    params: tagParamsSchema,
    response: storedTagSchema,
    successStatus: 200,
  }),
  createTag: defineEndpoint({
    method: 'POST',
    path: '/operator/organization/:organizationId/tag',
    access: 'operator',
    tag: 'tags',
    summary: 'Create a tag; names are unique per organization',
    params: organizationParamsSchema,
    body: tagCreateSchema,
    response: storedTagSchema,
    successStatus: 201,
    conflicts: true,
  }),
  updateTag: defineEndpoint({
    method: 'PUT',
    path: '/operator/organization/:organizationId/tag/:tagId',
    access: 'operator',
    tag: 'tags',
    summary: 'Replace a tag; a stale If-Match version answers 412',
    params: tagParamsSchema,
    body: tagUpdateSchema,
    response: storedTagSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  deleteTag: defineEndpoint({
    method: 'DELETE',
    path: '/operator/organization/:organizationId/tag/:tagId',
    access: 'operator',
    tag: 'tags',
    summary: 'Delete a tag and remove it from members',
    params: tagParamsSchema,
    successStatus: 204,
    ifMatch: true,
  }),
};
