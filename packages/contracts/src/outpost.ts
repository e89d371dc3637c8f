import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { organizationParamsSchema } from './organization';
import { emailSchema, limits, uuidSchema } from './primitives';

/** The kinds of place an organization works from. */
export const outpostTypes = [
  'HOSPICE_INPATIENT',
  'HOSPICE_HOME',
  'DAY_CARE',
  'OUTPATIENT_CLINIC',
  'OFFICE',
] as const;
export const outpostTypeSchema = z.enum(outpostTypes);
export type OutpostType = z.infer<typeof outpostTypeSchema>;

/** Opening hours are kept per day of the week, Monday first. */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * ISO 3166-1 alpha-2 codes in use (officially assigned; the transitional and reserved ones such
 * as UK, SU or EU are not countries an address is in).
 */
export const countryCodes = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** A Polish postal code: two digits, a hyphen, three digits (`00-950`). */
export const polishPostalCodePattern = /^\d{2}-\d{3}$/;
/** E.164: a plus, the country code and the number, 7–15 digits in all (`+48600100200`). */
export const e164PhonePattern = /^\+[1-9]\d{6,14}$/;
/** `HH:MM` on a 24-hour clock; an interval may also end at `24:00`, the end of the day. */
const startTimePattern = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const endTimePattern = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const outpostLimits = {
  name: limits.createName,
  street: { min: 1, max: 200 },
  city: { min: 1, max: 100 },
  postalCode: { min: 1, max: 16 },
  website: { max: 2048 },
  /** Opening times of one day: more than a few means the data is wrong, not the outpost. */
  intervalsPerDay: 6,
} as const;

/**
 * The logo: what the API takes (by the file's bytes, not its name) and what it stores. Every
 * logo is re-encoded as a square WebP of at most `side` pixels, which also drops its metadata.
 */
export const outpostLogo = {
  maxFileBytes: 2 * 1024 * 1024,
  /** MIME type → the extensions a file dialog offers. */
  acceptedTypes: {
    'image/png': ['.png'],
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/webp': ['.webp'],
  },
  side: 512,
  storedType: 'image/webp',
} as const;

/**
 * The outpost rules zod has no words of its own for. The API answers them in English; the
 * panel passes translated ones, read when a message is shown, so a change of language applies.
 */
export interface OutpostRuleMessages {
  /** A Polish address whose postal code is not `NN-NNN`. */
  postalCode: () => string;
  country: () => string;
  phone: () => string;
  time: () => string;
  endsBeforeStart: () => string;
  overlaps: () => string;
}

export const englishOutpostRuleMessages: OutpostRuleMessages = {
  postalCode: () => 'Must be a Polish postal code such as 00-950',
  country: () => 'Must be a country code (ISO 3166-1 alpha-2) such as PL',
  phone: () => 'Must be an international number such as +48600100200',
  time: () => 'Must be a time such as 08:00',
  endsBeforeStart: () => 'Must end after it starts',
  overlaps: () => 'Overlaps another opening time of the same day',
};

const areTimes = (from: string, to: string) =>
  startTimePattern.test(from) && endTimePattern.test(to);

/** One entry per day of the week, each of the same schema. */
const weekShape = <S extends z.ZodType>(schema: S) =>
  Object.fromEntries(weekdays.map((weekday) => [weekday, schema])) as Record<Weekday, S>;

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/**
 * What an outpost is written with, with the messages of `OutpostRuleMessages` given; the API
 * uses `outpostWriteSchema` (English), a form its own translated copy of the same rules.
 */
export function outpostWriteSchemaWith(messages: OutpostRuleMessages = englishOutpostRuleMessages) {
  const interval = z
    .strictObject({
      from: z.string().regex(startTimePattern, { error: messages.time }),
      to: z.string().regex(endTimePattern, { error: messages.time }),
    })
    // `HH:MM` strings compare as the times they name; a time that is none has its own message.
    .refine(({ from, to }) => !areTimes(from, to) || from < to, {
      path: ['to'],
      error: messages.endsBeforeStart,
    });
  const day = z
    .array(interval)
    .max(outpostLimits.intervalsPerDay)
    .superRefine((intervals, context) => {
      const sorted = intervals
        .map((item, index) => ({ ...item, index }))
        .filter(({ from, to }) => areTimes(from, to) && from < to)
        .sort((a, b) => a.from.localeCompare(b.from));
      for (let i = 1; i < sorted.length; i += 1) {
        const previous = sorted[i - 1]!;
        const current = sorted[i]!;
        // Touching intervals (08:00–12:00, 12:00–16:00) do not overlap.
        if (current.from < previous.to) {
          context.addIssue({
            code: 'custom',
            path: [current.index, 'from'],
            message: messages.overlaps(),
            input: current.from,
          });
        }
      }
    });
  const openingHours = z.strictObject(weekShape(day.optional()));

  const address = z
    .strictObject({
      street: text(outpostLimits.street.min, outpostLimits.street.max),
      city: text(outpostLimits.city.min, outpostLimits.city.max),
      postalCode: text(outpostLimits.postalCode.min, outpostLimits.postalCode.max),
      // An enum, not a check in code, so the published schema names the codes too.
      country: z.enum(countryCodes, { error: messages.country }),
    })
    .superRefine((value, context) => {
      if (value.country === 'PL' && !polishPostalCodePattern.test(value.postalCode)) {
        context.addIssue({
          code: 'custom',
          path: ['postalCode'],
          message: messages.postalCode(),
          input: value.postalCode,
        });
      }
    });

  return z.strictObject({
    name: text(outpostLimits.name.min, outpostLimits.name.max),
    type: outpostTypeSchema,
    address,
    /** An http(s) address on a named host; null or absent: none. */
    website: z
      .url({ protocol: /^https?$/, hostname: z.regexes.domain })
      .max(outpostLimits.website.max)
      .nullable()
      .optional(),
    phone: z.string().regex(e164PhonePattern, { error: messages.phone }),
    email: emailSchema,
    /**
     * `{ mon: [{ from: '08:00', to: '16:00' }], … }`; a day left out or empty is closed; null or
     * absent: not given.
     */
    openingHours: openingHours.nullable().optional(),
  });
}

/** Creating and replacing an outpost (`PUT` replaces the whole record); unknown keys are rejected. */
export const outpostWriteSchema = outpostWriteSchemaWith();
export type OutpostWrite = z.infer<typeof outpostWriteSchema>;
export type OutpostWriteInput = z.input<typeof outpostWriteSchema>;
export type OpeningHours = NonNullable<OutpostWrite['openingHours']>;
export type OpeningInterval = NonNullable<OpeningHours[Weekday]>[number];

const intervalSchema = z.object({ from: z.string(), to: z.string() });

/** An outpost as the API answers it. */
export const outpostSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  type: outpostTypeSchema,
  address: z.object({
    street: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  website: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  openingHours: z.object(weekShape(z.array(intervalSchema).optional())).nullable(),
  /**
   * A short-lived signed link to the logo, relative to the API's origin (`/api/v1/…`): an
   * `<img>` cannot send a bearer token, so the signature authorizes it until it expires.
   */
  logoUrl: z.string().nullable(),
  version: z.number().int(),
});
export type Outpost = z.infer<typeof outpostSchema>;
export const outpostListSchema = z.object({ items: z.array(outpostSchema) });

const outpostParamsSchema = organizationParamsSchema.extend({ outpostId: uuidSchema });

const pixels = z
  .string()
  .regex(/^\d{1,5}$/, { error: 'Must be a whole number of pixels' })
  .transform(Number);

/**
 * The square of the picture to keep, in pixels of the picture as it is shown (turned upright by
 * its orientation): all three or none; without them the whole picture is fitted into a square.
 */
export const outpostLogoFieldsSchema = z
  .strictObject({
    cropX: pixels.optional(),
    cropY: pixels.optional(),
    cropSize: pixels.optional(),
  })
  .refine(
    ({ cropX, cropY, cropSize }) =>
      [cropX, cropY, cropSize].every((value) => value === undefined) ||
      [cropX, cropY, cropSize].every((value) => value !== undefined),
    { path: ['cropSize'], error: 'Give cropX, cropY and cropSize together' },
  )
  .refine(({ cropSize }) => cropSize !== 0, {
    path: ['cropSize'],
    error: 'Must be at least 1 pixel',
  });
export type OutpostLogoFields = z.input<typeof outpostLogoFieldsSchema>;

/** A signed logo link's query: the outpost version it shows, when it expires, its signature. */
export const outpostLogoQuerySchema = z.strictObject({
  v: z.coerce.number().int().min(1),
  exp: z.coerce.number().int().min(0),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export const outpostEndpoints = {
  listOutposts: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/outpost',
    access: 'operator',
    tag: 'outposts',
    summary: 'Every outpost of the organization, sorted by name',
    params: organizationParamsSchema,
    response: outpostListSchema,
    successStatus: 200,
  }),
  getOutpost: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/outpost/:outpostId',
    access: 'operator',
    tag: 'outposts',
    summary: 'One outpost, with its version as the ETag',
    params: outpostParamsSchema,
    response: outpostSchema,
    successStatus: 200,
  }),
  createOutpost: defineEndpoint({
    method: 'POST',
    path: '/operator/organization/:organizationId/outpost',
    access: 'operator',
    tag: 'outposts',
    summary: 'Create an outpost; names are unique per organization',
    params: organizationParamsSchema,
    body: outpostWriteSchema,
    response: outpostSchema,
    successStatus: 201,
    conflicts: true,
  }),
  updateOutpost: defineEndpoint({
    method: 'PUT',
    path: '/operator/organization/:organizationId/outpost/:outpostId',
    access: 'operator',
    tag: 'outposts',
    summary: 'Replace an outpost (its logo stays); a stale If-Match version answers 412',
    params: outpostParamsSchema,
    body: outpostWriteSchema,
    response: outpostSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  deleteOutpost: defineEndpoint({
    method: 'DELETE',
    path: '/operator/organization/:organizationId/outpost/:outpostId',
    access: 'operator',
    tag: 'outposts',
    summary: 'Delete an outpost and its logo',
    params: outpostParamsSchema,
    successStatus: 204,
    ifMatch: true,
  }),
  /**
   * The type is told by the file's bytes, not its name or declared type (415 for another); a
   * file over 2 MiB is 413. The picture is cropped to the given square (or fitted whole into
   * one) and stored as a WebP of at most 512×512 without metadata. Takes If-Match.
   */
  uploadOutpostLogo: defineEndpoint({
    method: 'PUT',
    path: '/operator/organization/:organizationId/outpost/:outpostId/logo',
    access: 'operator',
    tag: 'outposts',
    summary: 'Set the logo (PNG, JPEG or WebP, ≤ 2 MiB), cropped to a square',
    params: outpostParamsSchema,
    upload: {
      file: 'file',
      maxFileBytes: outpostLogo.maxFileBytes,
      fields: outpostLogoFieldsSchema,
    },
    response: outpostSchema,
    successStatus: 200,
    ifMatch: true,
  }),
  deleteOutpostLogo: defineEndpoint({
    method: 'DELETE',
    path: '/operator/organization/:organizationId/outpost/:outpostId/logo',
    access: 'operator',
    tag: 'outposts',
    summary: 'Remove the logo',
    params: outpostParamsSchema,
    response: outpostSchema,
    successStatus: 200,
    ifMatch: true,
  }),
  /** 403 once the link expired or when its signature does not match; 404 when it is out of date. */
  getOutpostLogo: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/outpost/:outpostId/logo',
    // The signature in the query authorizes it: an <img> cannot send a bearer token.
    access: 'public',
    tag: 'outposts',
    summary: 'The logo, through the signed link of logoUrl',
    params: outpostParamsSchema,
    query: outpostLogoQuerySchema,
    produces: outpostLogo.storedType,
    successStatus: 200,
    signedLink: true,
  }),
};
