import { z } from 'zod';
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

/** Spec §5, to the letter; unknown keys are rejected. */
export const tagCreateSchema = z.strictObject({
  icon: z.string().min(1),
  color: hexColorSchema,
  name: z.string().trim().min(limits.createName.min).max(limits.createName.max),
  textColor: hexColorSchema,
  abbr: z.string().trim().min(limits.tagAbbr.min).max(limits.tagAbbr.max),
  description: z.string().trim().min(limits.description.min).max(limits.description.max),
});
export type TagCreate = z.infer<typeof tagCreateSchema>;
export const tagUpdateSchema = tagCreateSchema;
export type TagUpdate = TagCreate;
