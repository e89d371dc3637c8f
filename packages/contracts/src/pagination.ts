import { z } from 'zod';
import { limits } from './primitives';

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
