import { type Outpost, outpostLimits, outpostTypes } from '@care/contracts/outpost';
import { useTranslation } from '@care/i18n';
import { Link } from '@care/platform/router';
import { Button, HStack, Stack } from '@care/ui';
import { TextField, useZodForm, type ZodForm } from '@care/ui/forms';
import { useUnsavedChangesGuard } from '@care/ui/page';
import { Fieldset, SelectField } from '@care/ui/panel';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { LogoCrop } from '../api/upload-outpost-logo';
import { countryOptions } from '../components/locale';
import { LogoField } from '../logo/LogoField';
import { OpeningHoursFields } from './OpeningHoursFields';
import {
  outpostFormSchema,
  type OutpostFormOutput,
  type OutpostFormValues,
} from './outpost-form-schema';

export type OutpostFormApi = ZodForm<typeof outpostFormSchema>;

/** What a save gets beside the values: the form (for its errors), the crop and the progress bar. */
export interface OutpostSaveHelpers {
  form: OutpostFormApi;
  crop: LogoCrop | undefined;
  setProgress: (percent: number | null) => void;
}

export interface OutpostFormProps {
  defaultValues: OutpostFormValues;
  /** The stored outpost, when editing one: its logo shows and can be removed. */
  current?: Pick<Outpost, 'logoUrl' | 'name'>;
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  /** Saves the parsed values; server-side problems go back into the form through `helpers.form`. */
  onSubmit: (values: OutpostFormOutput, helpers: OutpostSaveHelpers) => Promise<void>;
}

/** The fields of an outpost: name and type, address, contact, opening hours and logo. */
export function OutpostForm({
  defaultValues,
  current,
  submitLabel,
  cancelTo,
  onSubmit,
}: OutpostFormProps) {
  const { t, i18n } = useTranslation('outposts');
  const form = useZodForm(outpostFormSchema, { defaultValues });
  const leaveGuard = useUnsavedChangesGuard(form.formState);
  const { control } = form;
  const crop = useRef<LogoCrop | undefined>(undefined);
  const [progress, setProgress] = useState<number | null>(null);
  const onCrop = useCallback((chosen: LogoCrop | undefined) => {
    crop.current = chosen;
  }, []);
  const types = outpostTypes.map((type) => ({ value: type, label: t(`types.${type}`) }));
  // Names follow the language: recomputed when it changes.
  const countries = useMemo(() => countryOptions(), [i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <form
      noValidate
      onSubmit={form.submit((values) =>
        onSubmit(values, { form, crop: crop.current, setProgress }),
      )}
    >
      <Stack gap="8" maxW="3xl">
        <Stack gap="5">
          <TextField
            control={control}
            name="name"
            label={t('form.name')}
            required
            autoComplete="organization"
            maxLength={outpostLimits.name.max}
          />
          <SelectField
            control={control}
            name="type"
            label={t('form.type')}
            placeholder={t('form.typePlaceholder')}
            options={types}
            required
          />
        </Stack>

        <Fieldset.Root>
          <Fieldset.Legend>{t('form.address')}</Fieldset.Legend>
          <Fieldset.Content>
            <Stack gap="5">
              <TextField
                control={control}
                name="address.street"
                label={t('form.street')}
                required
                autoComplete="address-line1"
              />
              <Stack direction={{ base: 'column', md: 'row' }} gap="5">
                <TextField
                  control={control}
                  name="address.postalCode"
                  label={t('form.postalCode')}
                  helperText={t('form.postalCodeHelp')}
                  required
                  autoComplete="postal-code"
                />
                <TextField
                  control={control}
                  name="address.city"
                  label={t('form.city')}
                  required
                  autoComplete="address-level2"
                />
              </Stack>
              <SelectField
                control={control}
                name="address.country"
                label={t('form.country')}
                options={countries}
                required
              />
            </Stack>
          </Fieldset.Content>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend>{t('form.contact')}</Fieldset.Legend>
          <Fieldset.Content>
            <Stack gap="5">
              <TextField
                control={control}
                name="phone"
                label={t('form.phone')}
                helperText={t('form.phoneHelp')}
                required
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
              <TextField
                control={control}
                name="email"
                label={t('form.email')}
                required
                type="email"
                autoComplete="email"
              />
              <TextField
                control={control}
                name="website"
                label={t('form.website')}
                helperText={t('form.websiteHelp')}
                type="url"
                inputMode="url"
                autoComplete="url"
              />
            </Stack>
          </Fieldset.Content>
        </Fieldset.Root>

        <OpeningHoursFields form={form} />

        <LogoField form={form} current={current} progress={progress} onCrop={onCrop} />

        <HStack gap="3">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
          <Button asChild variant="ghost">
            <Link to={cancelTo}>{t('common:actions.cancel')}</Link>
          </Button>
        </HStack>
      </Stack>
      {leaveGuard}
    </form>
  );
}
