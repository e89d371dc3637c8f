import { z } from 'zod';
import { hasNoControlCharacters, limits } from './primitives';

export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(limits.firstPage),
  limit: z.coerce.number().int().min(1).max(limits.pageSize.max).default(limits.pageSize.default),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  isLast: z.boolean(),
  total: z.number().int().min(0).optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pagination: paginationSchema });
}

export const countSchema = z.object({ count: z.number().int().min(0) });
export type Count = z.infer<typeof countSchema>;

/** A list's sort: `field` ascending, `-field` descending, for each of `fields`. */
export function sortSchemaOf<const Field extends string>(fields: readonly Field[]) {
  return z.enum([...fields, ...fields.map((field) => `-${field}` as const)] as [
    Field | `-${Field}`,
    ...(Field | `-${Field}`)[],
  ]);
}

/** What a user typed into a list's search box. */
export const listSearchSchema = z
  .string()
  .trim()
  .max(100)
  .refine(hasNoControlCharacters, { message: 'Must not contain control characters' });
