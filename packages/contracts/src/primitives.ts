import { z } from 'zod';

export const uuidSchema = z.uuid();
/** ISO-8601 with an offset, as every timestamp the API answers. */
export const dateTimeSchema = z.iso.datetime({ offset: true });
/** A colour as 6 hex digits without '#', e.g. `ff0000`. */
export const hexColorSchema = z
  .string()
  .length(6)
  .regex(/^[0-9a-fA-F]{6}$/);

export const limits = {
  /** Member and person names as written by a create form (spec §5). */
  createName: { min: 3, max: 255 },
  /** Names as read back; wider than spec's 2–100 so what create allows stays readable. */
  readName: { min: 2, max: 255 },
  description: { min: 3, max: 255 },
  tagAbbr: { min: 1, max: 10 },
  colorLength: 6,
  pageSize: { default: 10, max: 100 },
  notificationPageSize: 10,
  firstPage: 1,
} as const;
