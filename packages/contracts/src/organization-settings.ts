import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { organizationParamsSchema } from './organization';
import { pageQuerySchema, paginated } from './pagination';
import { dateTimeSchema, uuidSchema } from './primitives';

/**
 * The longest limit an organization may set on an order's wait, in hours (30 days): past it a
 * limit stops meaning "no order left waiting", and a typo (7200 for 72) is caught.
 */
export const maxWaitLimitHours = 720;

/**
 * Minutes without activity after which the panel signs a person out, on a shared office
 * computer: at least 5 (less interrupts a phone call's notes), at most a working day.
 */
export const idleSignOutLimits = { minMinutes: 5, maxMinutes: 480 } as const;

/**
 * How long an organization keeps its access log, in months: at least a month (the person must
 * have time to look), at most ten years.
 */
export const accessLogRetentionLimits = { minMonths: 1, maxMonths: 120 } as const;

/**
 * After how many months an INACTIVE member's personal data is erased: as the access log's
 * retention, at least a month and at most ten years; null keeps it until erased by hand.
 */
export const inactiveMemberRetentionLimits = accessLogRetentionLimits;

/** What a new organization starts with, and what the settings form resets to. */
export const defaultOrganizationSettings = {
  acceptWithinHours: 4,
  assignWithinHours: 24,
  handleByPreferredDate: true,
  timeZone: 'Europe/Warsaw',
  idleSignOutMinutes: 15,
  accessLogRetentionMonths: 24,
  inactiveMemberRetentionMonths: 24,
} as const;

let knownTimeZones: ReadonlySet<string> | undefined;

/** The IANA zones this runtime knows, read once (the list has some 400 names). */
export function supportedTimeZones(): ReadonlySet<string> {
  knownTimeZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return knownTimeZones;
}

/** An IANA time zone name, `Europe/Warsaw`; `UTC` too, which some runtimes leave off the list. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => zone === 'UTC' || supportedTimeZones().has(zone), {
    message: 'Must be an IANA time zone, e.g. Europe/Warsaw',
  });

/** Hours a step of an order may wait, or null when the organization sets no such limit. */
const waitLimitSchema = z.number().int().min(1).max(maxWaitLimitHours).nullable();

const settingsFields = {
  /** Hours a NEW order may wait for an operator to accept (or reject) it. */
  acceptWithinHours: waitLimitSchema,
  /** Hours an accepted order may wait for an assistant, counted from its acceptance. */
  assignWithinHours: waitLimitSchema,
  /** Whether an order with a preferred date counts as late once that date has passed unhandled. */
  handleByPreferredDate: z.boolean(),
  /** The zone the organization's days and hours are counted in. */
  timeZone: timeZoneSchema,
  /** Minutes without activity before the panel signs its people out. */
  idleSignOutMinutes: z
    .number()
    .int()
    .min(idleSignOutLimits.minMinutes)
    .max(idleSignOutLimits.maxMinutes),
  /** Months the access log keeps who read a person's records; older entries are deleted. */
  accessLogRetentionMonths: z
    .number()
    .int()
    .min(accessLogRetentionLimits.minMonths)
    .max(accessLogRetentionLimits.maxMonths),
  /** Months after its end an INACTIVE member's personal data is erased; null never. */
  inactiveMemberRetentionMonths: z
    .number()
    .int()
    .min(inactiveMemberRetentionLimits.minMonths)
    .max(inactiveMemberRetentionLimits.maxMonths)
    .nullable(),
};

export const organizationSettingsSchema = z.object({
  ...settingsFields,
  /** Sent back as If-Match by an update; the settings' own, so a rename does not stale them. */
  version: z.number().int(),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

/** An update replaces every setting; a limit switched off is sent as null. */
export const organizationSettingsUpdateSchema = z.strictObject(settingsFields);
export type OrganizationSettingsUpdate = z.infer<typeof organizationSettingsUpdateSchema>;

/** One entry of the on-call rota: an operator on call from `from` (included) to `to` (not). */
export const onCallShiftSchema = z.object({
  id: uuidSchema,
  memberId: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  from: dateTimeSchema,
  to: dateTimeSchema,
  createdAt: dateTimeSchema,
});
export type OnCallShift = z.infer<typeof onCallShiftSchema>;

/** Ranges may overlap (two operators at once, a hand-over); each one ends after it starts. */
export const onCallShiftCreateSchema = z
  .strictObject({ memberId: uuidSchema, from: dateTimeSchema, to: dateTimeSchema })
  .refine(({ from, to }) => Date.parse(to) > Date.parse(from), {
    path: ['to'],
    message: 'Must be after the start',
  });
export type OnCallShiftCreate = z.infer<typeof onCallShiftCreateSchema>;

/** The rota in the order its entries start, earliest first. */
export const onCallShiftListQuerySchema = pageQuerySchema;
export type OnCallShiftListQuery = z.infer<typeof onCallShiftListQuerySchema>;

export const onCallOperatorSchema = z.object({
  memberId: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
});
export type OnCallOperator = z.infer<typeof onCallOperatorSchema>;

/**
 * Who is on call now: the operators whose entry covers this moment, or, when none does (an
 * empty rota, or a gap in it), every active operator, and `everyOperator` says so.
 */
export const onCallNowSchema = z.object({
  everyOperator: z.boolean(),
  operators: z.array(onCallOperatorSchema),
});
export type OnCallNow = z.infer<typeof onCallNowSchema>;

export const onCallShiftParamsSchema = organizationParamsSchema.extend({ shiftId: uuidSchema });

export const organizationSettingsEndpoints = {
  getOrganizationSettings: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/settings',
    access: 'operator',
    tag: 'organizations',
    summary: 'The organization’s limits on waiting orders and its time zone',
    params: organizationParamsSchema,
    response: organizationSettingsSchema,
    successStatus: 200,
  }),
  updateOrganizationSettings: defineEndpoint({
    method: 'PUT',
    path: '/operator/organization/:organizationId/settings',
    access: 'operator',
    tag: 'organizations',
    summary: 'Replace the organization’s settings (super operators)',
    params: organizationParamsSchema,
    body: organizationSettingsUpdateSchema,
    response: organizationSettingsSchema,
    successStatus: 200,
    ifMatch: true,
  }),
  listOnCallShifts: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/on-call',
    access: 'operator',
    tag: 'organizations',
    summary: 'The on-call rota, earliest start first',
    params: organizationParamsSchema,
    query: onCallShiftListQuerySchema,
    response: paginated(onCallShiftSchema),
    successStatus: 200,
  }),
  getOnCallNow: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/on-call/now',
    access: 'operator',
    tag: 'organizations',
    summary: 'The operators on call at this moment',
    params: organizationParamsSchema,
    response: onCallNowSchema,
    successStatus: 200,
  }),
  createOnCallShift: defineEndpoint({
    method: 'POST',
    path: '/operator/organization/:organizationId/on-call',
    access: 'operator',
    tag: 'organizations',
    summary: 'Put an operator on call for a time (super operators)',
    params: organizationParamsSchema,
    body: onCallShiftCreateSchema,
    response: onCallShiftSchema,
    successStatus: 201,
  }),
  deleteOnCallShift: defineEndpoint({
    method: 'DELETE',
    path: '/operator/organization/:organizationId/on-call/:shiftId',
    access: 'operator',
    tag: 'organizations',
    summary: 'Take an entry off the on-call rota (super operators)',
    params: onCallShiftParamsSchema,
    successStatus: 204,
  }),
};
