import { z } from 'zod';

export const uuidSchema = z.uuid();
/** ISO-8601 with an offset, as every timestamp the API answers. */
export const dateTimeSchema = z.iso.datetime({ offset: true });
/** A calendar day, `2026-03-01`, read in the deployment's time zone where it bounds a range. */
export const daySchema = z.iso.date();
/** A colour as 6 hex digits without '#', e.g. `ff0000`. */
export const hexColorSchema = z
  .string()
  .length(6)
  .regex(/^[0-9a-fA-F]{6}$/);

/** Control characters (a NUL cannot even be stored) have no place in text a person types. */
export const hasNoControlCharacters = (text: string) => {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
};

/** Typed text of min–max characters after trimming, without control characters. */
export function typedText(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine(hasNoControlCharacters, { message: 'Must not contain control characters' });
}

/**
 * A form field that carries JSON as a string (multipart uploads), of at most `maxLength`
 * characters, parsed and then checked.
 */
export function jsonText<S extends z.ZodType>(schema: S, maxLength: number) {
  return z
    .string()
    .max(maxLength)
    .transform((text, context): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        context.addIssue({ code: 'custom', message: 'Must be valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

export const limits = {
  /** The longest address a mail path carries (RFC 5321). */
  email: 254,
  /** Member and person names as written by a create form. */
  createName: { min: 3, max: 255 },
  /** Names as read back; wider than a 2–100 rule so what create allows stays readable. */
  readName: { min: 2, max: 255 },
  description: { min: 3, max: 255 },
  tagAbbr: { min: 1, max: 10 },
  /** A tag's icon is a name from the panel's icon set, never a picture or markup. */
  tagIcon: { min: 1, max: 100 },
  /** A column name of an uploaded CSV file, as the import's mapping names it. */
  csvColumn: { min: 1, max: 255 },
  /**
   * The import's mapping as JSON text: its ten names of at most 255 characters each, every one
   * escaped at worst (a control character is six), with the keys around them.
   */
  importMappingText: 16 * 1024,
  colorLength: 6,
  pageSize: { default: 10, max: 100 },
  notificationPageSize: 10,
  firstPage: 1,
} as const;

/** An e-mail address someone writes, as long as a mail path can carry. */
export const emailSchema = z.email().max(limits.email);

/**
 * How a CSV export is written. `spreadsheet` (the default) is for a person opening it in Excel or
 * LibreOffice: headers and values in the caller's language (Accept-Language), dates as the panel
 * writes them, `;` between cells in Polish. `machine` is for other systems: the API's codes, ISO
 * dates and `,`, the same whatever the language.
 */
export const exportFormats = ['spreadsheet', 'machine'] as const;
export const exportFormatSchema = z
  .enum(exportFormats)
  .default('spreadsheet')
  .describe(
    'spreadsheet (default): headers and values in the caller’s language, dates as the panel ' +
      'writes them, “;” between cells in Polish; machine: codes, ISO-8601 dates and “,”',
  );
export type ExportFormat = z.infer<typeof exportFormatSchema>;
