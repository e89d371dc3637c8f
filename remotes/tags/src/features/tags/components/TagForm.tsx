import { hexColorSchema, limits } from '@care/contracts/primitives';
import { problemTypes } from '@care/contracts/problem';
import { type TagCreate, tagCreateSchema } from '@care/contracts/tag';
import { useTranslation } from '@care/i18n';
import { Alert, Box, Button, HStack, Stack, Text } from '@care/ui';
import { TextField, useZodForm, type ZodForm } from '@care/ui/forms';
import {
  ColorField,
  contrastRatio,
  IconPickerField,
  MIN_TEXT_CONTRAST,
  TagBadge,
  TextareaField,
  useWatch,
} from '@care/ui/panel';
import { applyProblemToForm, toastProblem, useUnsavedChangesGuard } from '@care/ui/page';
import { Link } from '@care/platform/router';

type TagFormApi = ZodForm<typeof tagCreateSchema>;

export interface TagFormProps {
  defaultValues: TagCreate;
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  /** The toast's title when a save fails for a reason no field shows, e.g. 'Tag creation failed'. */
  failedMessage: string;
  /**
   * Saves the parsed values. A failure it throws lands where the user can act on it: a
   * duplicate name (409) on the name field, the API's field errors (400) on their fields,
   * anything else in a toast.
   */
  onSubmit: (values: TagCreate) => Promise<void>;
}

/** The fields of a tag, with a live preview of its badge. */
export function TagForm({
  defaultValues,
  submitLabel,
  cancelTo,
  failedMessage,
  onSubmit,
}: TagFormProps) {
  const { t } = useTranslation('tags');
  const form = useZodForm(tagCreateSchema, { defaultValues });
  const leaveGuard = useUnsavedChangesGuard(form.formState);
  const { control } = form;

  const save = async (values: TagCreate) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const { leftover } = applyProblemToForm(error, form, {
        conflicts: {
          [problemTypes.duplicate]: { field: 'name', message: t('messages.duplicateName') },
        },
      });
      if (leftover) toastProblem(error, failedMessage);
    }
  };

  return (
    <form noValidate onSubmit={form.submit(save)}>
      <Stack gap="5" maxW="2xl">
        <TextField
          control={control}
          name="name"
          label={t('form.name')}
          required
          autoComplete="off"
        />
        <TextField
          control={control}
          name="abbr"
          label={t('form.abbr')}
          helperText={t('form.abbrHelp', { max: limits.tagAbbr.max })}
          required
          autoComplete="off"
        />
        <TextareaField
          control={control}
          name="description"
          label={t('form.description')}
          required
          rows={3}
        />
        <Stack direction={{ base: 'column', md: 'row' }} gap="5">
          <ColorField control={control} name="color" label={t('form.color')} required />
          <ColorField control={control} name="textColor" label={t('form.textColor')} required />
        </Stack>
        <IconPickerField control={control} name="icon" label={t('form.icon')} required />
        <TagPreview control={control} />
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

/**
 * Follows the fields on its own, so typing re-renders the preview, not the whole form. It shows
 * the colours as chosen and warns when the text reads poorly on the background; saving stays
 * allowed, and elsewhere such a badge shows black or white text instead.
 */
function TagPreview({ control }: { control: TagFormApi['control'] }) {
  const { t, i18n } = useTranslation('tags');
  const [name, abbr, color, textColor, icon] = useWatch({
    control,
    name: ['name', 'abbr', 'color', 'textColor', 'icon'],
  });
  const isColor = (value: string) => hexColorSchema.safeParse(value).success;
  if (!isColor(color) || !abbr.trim()) return null;
  const ownText = isColor(textColor) ? textColor : null;
  const ratio = ownText ? contrastRatio(ownText, color) : null;
  return (
    <Stack gap="2">
      <Box>
        <Text fontSize="sm" color="fg.muted" mb="1">
          {t('form.preview')}
        </Text>
        <TagBadge tag={{ name, abbr, color, textColor: ownText, icon }} size="lg" asChosen />
      </Box>
      {ratio !== null && ratio < MIN_TEXT_CONTRAST && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('form.lowContrastTitle')}</Alert.Title>
            <Alert.Description>
              {t('form.lowContrast', {
                ratio: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
                  Math.floor(ratio * 10) / 10,
                ),
                min: new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1 }).format(
                  MIN_TEXT_CONTRAST,
                ),
              })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
