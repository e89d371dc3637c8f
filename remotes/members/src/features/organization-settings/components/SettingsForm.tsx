import {
  accessLogRetentionLimits,
  idleSignOutLimits,
  inactiveMemberRetentionLimits,
  type OrganizationSettings,
  type OrganizationSettingsUpdate,
  supportedTimeZones,
} from '@care/contracts/organization-settings';
import { useTranslation } from '@care/i18n';
import { Button, Stack } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { CheckboxField, SelectField } from '@care/ui/panel';
import { applyProblemToForm, toastProblem, useUnsavedChangesGuard } from '@care/ui/page';
import { useMemo } from 'react';
import {
  settingsFormSchema,
  settingsFormValues,
  type SettingsFormValues,
  settingsUpdate,
} from './settings-values';

export interface SettingsFormProps {
  settings: OrganizationSettings;
  /** Super operators change the settings; every other operator reads them. */
  readOnly: boolean;
  /** Saves every setting. A 400's field errors land on their fields, anything else in a toast. */
  onSubmit: (update: OrganizationSettingsUpdate) => Promise<void>;
}

/** The organization's limits on waiting orders, each with its own off switch, and its zone. */
export function SettingsForm({ settings, readOnly, onSubmit }: SettingsFormProps) {
  const { t } = useTranslation('members');
  const form = useZodForm(settingsFormSchema, { defaultValues: settingsFormValues(settings) });
  const leaveGuard = useUnsavedChangesGuard(form.formState);
  const { control } = form;
  const [acceptLimited, assignLimited, inactiveRetentionLimited] = form.watch([
    'acceptLimited',
    'assignLimited',
    'inactiveRetentionLimited',
  ]);
  const zones = useMemo(
    () =>
      [...supportedTimeZones()].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    [],
  );

  const save = async (values: SettingsFormValues) => {
    try {
      await onSubmit(settingsUpdate(values));
    } catch (error) {
      const { leftover } = applyProblemToForm(error, form);
      if (leftover) toastProblem(error, t('common:messages.editError'));
    }
  };

  return (
    <form noValidate onSubmit={form.submit(save)}>
      <Stack gap="5" maxW="2xl">
        <Stack gap="2">
          <CheckboxField
            control={control}
            name="acceptLimited"
            label={t('organizationSettings.acceptLimited')}
            disabled={readOnly}
          />
          <TextField
            control={control}
            name="acceptWithinHours"
            label={t('organizationSettings.acceptWithinHours')}
            helperText={t('organizationSettings.acceptHelp')}
            type="number"
            inputMode="numeric"
            disabled={readOnly || !acceptLimited}
          />
        </Stack>
        <Stack gap="2">
          <CheckboxField
            control={control}
            name="assignLimited"
            label={t('organizationSettings.assignLimited')}
            disabled={readOnly}
          />
          <TextField
            control={control}
            name="assignWithinHours"
            label={t('organizationSettings.assignWithinHours')}
            helperText={t('organizationSettings.assignHelp')}
            type="number"
            inputMode="numeric"
            disabled={readOnly || !assignLimited}
          />
        </Stack>
        <CheckboxField
          control={control}
          name="handleByPreferredDate"
          label={t('organizationSettings.handleByPreferredDate')}
          helperText={t('organizationSettings.handleByPreferredDateHelp')}
          disabled={readOnly}
        />
        <SelectField
          control={control}
          name="timeZone"
          label={t('organizationSettings.timeZone')}
          options={zones}
          disabled={readOnly}
        />
        <TextField
          control={control}
          name="idleSignOutMinutes"
          label={t('organizationSettings.idleSignOutMinutes')}
          helperText={t('organizationSettings.idleSignOutHelp', idleSignOutLimits)}
          type="number"
          inputMode="numeric"
          disabled={readOnly}
        />
        <TextField
          control={control}
          name="accessLogRetentionMonths"
          label={t('organizationSettings.accessLogRetentionMonths')}
          helperText={t('organizationSettings.accessLogRetentionHelp', accessLogRetentionLimits)}
          type="number"
          inputMode="numeric"
          disabled={readOnly}
        />
        <Stack gap="2">
          <CheckboxField
            control={control}
            name="inactiveRetentionLimited"
            label={t('organizationSettings.inactiveRetentionLimited')}
            disabled={readOnly}
          />
          <TextField
            control={control}
            name="inactiveMemberRetentionMonths"
            label={t('organizationSettings.inactiveMemberRetentionMonths')}
            helperText={t(
              'organizationSettings.inactiveRetentionHelp',
              inactiveMemberRetentionLimits,
            )}
            type="number"
            inputMode="numeric"
            disabled={readOnly || !inactiveRetentionLimited}
          />
        </Stack>
        {!readOnly && (
          <div>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('organizationSettings.save')}
            </Button>
          </div>
        )}
      </Stack>
      {leaveGuard}
    </form>
  );
}
