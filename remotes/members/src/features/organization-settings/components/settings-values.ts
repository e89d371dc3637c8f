import {
  accessLogRetentionLimits,
  defaultOrganizationSettings,
  idleSignOutLimits,
  inactiveMemberRetentionLimits,
  maxWaitLimitHours,
  type OrganizationSettings,
  type OrganizationSettingsUpdate,
  timeZoneSchema,
} from '@care/contracts/organization-settings';
import { z } from 'zod';

const hours = z.coerce.number<string>().int().min(1).max(maxWaitLimitHours);

/**
 * The form's fields. A limit switched off keeps its hours in the (disabled) field, so switching
 * it on again offers the last value rather than an empty box.
 */
export const settingsFormSchema = z.object({
  acceptLimited: z.boolean(),
  acceptWithinHours: hours,
  assignLimited: z.boolean(),
  assignWithinHours: hours,
  handleByPreferredDate: z.boolean(),
  timeZone: timeZoneSchema,
  idleSignOutMinutes: z.coerce
    .number<string>()
    .int()
    .min(idleSignOutLimits.minMinutes)
    .max(idleSignOutLimits.maxMinutes),
  accessLogRetentionMonths: z.coerce
    .number<string>()
    .int()
    .min(accessLogRetentionLimits.minMonths)
    .max(accessLogRetentionLimits.maxMonths),
  inactiveRetentionLimited: z.boolean(),
  inactiveMemberRetentionMonths: z.coerce
    .number<string>()
    .int()
    .min(inactiveMemberRetentionLimits.minMonths)
    .max(inactiveMemberRetentionLimits.maxMonths),
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

export function settingsFormValues(settings: OrganizationSettings): SettingsFormInput {
  return {
    acceptLimited: settings.acceptWithinHours !== null,
    acceptWithinHours: String(
      settings.acceptWithinHours ?? defaultOrganizationSettings.acceptWithinHours,
    ),
    assignLimited: settings.assignWithinHours !== null,
    assignWithinHours: String(
      settings.assignWithinHours ?? defaultOrganizationSettings.assignWithinHours,
    ),
    handleByPreferredDate: settings.handleByPreferredDate,
    timeZone: settings.timeZone,
    idleSignOutMinutes: String(settings.idleSignOutMinutes),
    accessLogRetentionMonths: String(settings.accessLogRetentionMonths),
    inactiveRetentionLimited: settings.inactiveMemberRetentionMonths !== null,
    inactiveMemberRetentionMonths: String(
      settings.inactiveMemberRetentionMonths ??
        defaultOrganizationSettings.inactiveMemberRetentionMonths,
    ),
  };
}

export function settingsUpdate(values: SettingsFormValues): OrganizationSettingsUpdate {
  return {
    acceptWithinHours: values.acceptLimited ? values.acceptWithinHours : null,
    assignWithinHours: values.assignLimited ? values.assignWithinHours : null,
    handleByPreferredDate: values.handleByPreferredDate,
    timeZone: values.timeZone,
    idleSignOutMinutes: values.idleSignOutMinutes,
    accessLogRetentionMonths: values.accessLogRetentionMonths,
    inactiveMemberRetentionMonths: values.inactiveRetentionLimited
      ? values.inactiveMemberRetentionMonths
      : null,
  };
}
