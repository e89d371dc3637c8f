import { type Outpost, outpostLogo } from '@care/contracts/outpost';
import { useTranslation } from '@care/i18n';
import { Button, HStack, Spinner, Stack, Text, chakra } from '@care/ui';
import { FileDropZone } from '@care/ui/fields';
import { Fieldset, useWatch } from '@care/ui/panel';
import { lazy, Suspense } from 'react';
import type { LogoCrop } from '../api/upload-outpost-logo';
import { OutpostLogo } from '../components/OutpostLogo';
import type { OutpostFormApi } from '../form/OutpostForm';

// The cropper loads when a file has been chosen, not with the form.
const LogoCropper = lazy(() => import('./LogoCropper'));

export interface LogoFieldProps {
  form: OutpostFormApi;
  /** The stored outpost, when editing one. */
  current?: Pick<Outpost, 'logoUrl' | 'name'>;
  /** Percent of the upload sent, while one runs. */
  progress: number | null;
  onCrop: (crop: LogoCrop | undefined) => void;
}

/**
 * The logo: the current one (which can be removed), a new file picked by drop or the file
 * dialog (type and size checked at once), cropped to a square, and the upload's progress.
 */
export function LogoField({ form, current, progress, onCrop }: LogoFieldProps) {
  const { t } = useTranslation('outposts');
  const { control } = form;
  const [file, removeLogo] = useWatch({ control, name: ['logo', 'removeLogo'] });
  const hasLogo = Boolean(current?.logoUrl);

  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('form.logo')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('form.logoHelp')}</Fieldset.HelperText>
      <Fieldset.Content>
        <Stack gap="4">
          {current && hasLogo && !file && (
            <HStack gap="4" wrap="wrap">
              <chakra.div opacity={removeLogo ? 0.4 : 1}>
                <OutpostLogo outpost={current} alt={t('form.currentLogo')} size={96} />
              </chakra.div>
              <Stack gap="2">
                {removeLogo && <Text role="status">{t('form.logoWillBeRemoved')}</Text>}
                <Button
                  size="sm"
                  variant="outline"
                  alignSelf="flex-start"
                  onClick={() => form.setValue('removeLogo', !removeLogo, { shouldDirty: true })}
                >
                  {removeLogo ? t('form.keepLogo') : t('form.removeLogo')}
                </Button>
              </Stack>
            </HStack>
          )}
          <FileDropZone
            control={control}
            name="logo"
            label={t('form.logoFile')}
            accept={outpostLogo.acceptedTypes}
            maxSize={outpostLogo.maxFileBytes}
          />
          {file && (
            <Suspense fallback={<Spinner size="sm" />}>
              <LogoCropper
                file={file}
                onCrop={onCrop}
                onUnreadable={() =>
                  form.setError('logo', { type: 'unreadable', message: t('form.logoUnreadable') })
                }
              />
            </Suspense>
          )}
          {progress !== null && (
            <Stack gap="1">
              <Text fontSize="sm" id="outpost-logo-progress">
                {progress < 100 ? t('form.uploading', { percent: progress }) : t('form.processing')}
              </Text>
              <chakra.progress
                value={progress}
                max={100}
                aria-labelledby="outpost-logo-progress"
                width="full"
                maxW="sm"
                accentColor="colorPalette.solid"
              />
            </Stack>
          )}
        </Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
