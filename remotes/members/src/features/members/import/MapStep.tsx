import { roles } from '@care/contracts/enums';
import {
  type MemberImportCardField,
  memberImportCardFields,
  type MemberImportPreview,
} from '@care/contracts/member';
import { roleKey, useTranslation } from '@care/i18n';
import { Box, Button, HStack, Stack, Text } from '@care/ui';
import { TextField, useZodForm, type ZodForm } from '@care/ui/forms';
import { Fieldset, SelectField, useWatch } from '@care/ui/panel';
import { Fragment } from 'react';
import { mappingFormSchema, sampleValues, type MappingFormValues } from './import-mapping';

type ColumnField =
  | 'firstNameColumn'
  | 'lastNameColumn'
  | 'emailColumn'
  | 'roleColumn'
  | 'isOwnAccountColumn'
  | `cardColumns.${MemberImportCardField}`;

/** Each card field's label, as the member's card names it. */
const cardLabelKeys: Record<MemberImportCardField, string> = {
  street: 'card.street',
  building: 'card.building',
  apartment: 'card.apartment',
  postalCode: 'card.postalCode',
  city: 'card.city',
  accessNotes: 'card.accessNotes',
  careNotes: 'card.careNotes',
  formOfAddress: 'card.formOfAddress',
  homeOutpost: 'card.homeOutpost',
};

/** What a chosen column holds in the file's first rows, so the user sees they chose well. */
function ColumnSample({
  control,
  name,
  preview,
}: {
  control: ZodForm<typeof mappingFormSchema>['control'];
  name: ColumnField;
  preview: MemberImportPreview;
}) {
  const { t } = useTranslation('members');
  const column = useWatch({ control, name });
  if (!column) return null;
  const values = sampleValues(preview, column);
  return (
    <Text fontSize="sm" color="fg.muted">
      {values.length > 0
        ? t('import.columns.sample', {
            values: values.join(', '),
            interpolation: { escapeValue: false },
          })
        : t('import.columns.sampleEmpty')}
    </Text>
  );
}

/**
 * Step 2: which column holds what, and which values mean each role and account type; then, if
 * the file has them, the columns of the person's card.
 */
export function MapStep({
  preview,
  initial,
  isSuperOperator,
  onBack,
  onNext,
}: {
  preview: MemberImportPreview;
  initial: MappingFormValues;
  /** Only super operators import operators. */
  isSuperOperator: boolean;
  onBack: () => void;
  onNext: (values: MappingFormValues) => void;
}) {
  const { t } = useTranslation('members');
  const form = useZodForm(mappingFormSchema, { defaultValues: initial });
  const { control } = form;
  const options = preview.columns
    .filter((column) => column !== '')
    .map((column) => ({ value: column, label: column }));
  const ownAccountColumn = useWatch({ control, name: 'isOwnAccountColumn' });
  const offeredRoles = roles.filter((role) => role !== 'OPERATOR' || isSuperOperator);

  const columnField = (name: ColumnField, label: string, placeholder: string, required = true) => (
    <Box>
      <SelectField
        control={control}
        name={name}
        label={label}
        placeholder={placeholder}
        required={required}
        options={options}
      />
      <ColumnSample control={control} name={name} preview={preview} />
    </Box>
  );

  return (
    <form noValidate onSubmit={form.submit(onNext)}>
      <Stack gap="5" maxW="2xl">
        <Text>{t('import.rowCount', { count: preview.rowCount })}</Text>
        {columnField('firstNameColumn', t('import.columns.firstName'), t('import.columns.choose'))}
        {columnField('lastNameColumn', t('import.columns.lastName'), t('import.columns.choose'))}
        {columnField('emailColumn', t('import.columns.email'), t('import.columns.choose'))}
        {columnField('roleColumn', t('import.columns.role'), t('import.columns.choose'))}
        <Fieldset.Root>
          <Fieldset.Legend>{t('import.roleValues')}</Fieldset.Legend>
          <Stack gap="3" mt="2">
            {offeredRoles.map((role) => (
              <TextField
                key={role}
                control={control}
                name={`roleValues.${role}`}
                label={t('import.roleValue', { role: t(roleKey(role)) })}
                autoComplete="off"
              />
            ))}
          </Stack>
        </Fieldset.Root>
        {columnField(
          'isOwnAccountColumn',
          t('import.columns.isOwnAccount'),
          t('import.columns.none'),
          false,
        )}
        {ownAccountColumn && (
          <Fieldset.Root>
            <Fieldset.Legend>{t('import.ownAccountValues')}</Fieldset.Legend>
            <Stack direction={{ base: 'column', md: 'row' }} gap="3" mt="2">
              <TextField
                control={control}
                name="ownAccountValue"
                label={t('import.ownAccountValue')}
                autoComplete="off"
              />
              <TextField
                control={control}
                name="guardianValue"
                label={t('import.guardianValue')}
                autoComplete="off"
              />
            </Stack>
          </Fieldset.Root>
        )}
        <Fieldset.Root>
          <Fieldset.Legend>{t('import.card.legend')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('import.card.help')}</Fieldset.HelperText>
          <Stack gap="3" mt="2">
            {memberImportCardFields.map((field) => (
              <Fragment key={field}>
                {columnField(
                  `cardColumns.${field}`,
                  t(cardLabelKeys[field]),
                  t('import.card.none'),
                  false,
                )}
              </Fragment>
            ))}
          </Stack>
        </Fieldset.Root>
        <HStack gap="3">
          <Button variant="outline" onClick={onBack}>
            {t('import.back')}
          </Button>
          <Button type="submit">{t('import.next')}</Button>
        </HStack>
      </Stack>
    </form>
  );
}
