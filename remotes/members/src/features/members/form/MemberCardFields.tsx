import { formsOfAddress } from '@care/contracts/enums';
import { useTranslation } from '@care/i18n';
import { SimpleGrid, Stack } from '@care/ui';
import { TextField, type BoundFieldProps } from '@care/ui/forms';
import { Fieldset, SelectField, TextareaField } from '@care/ui/panel';
import type { OutpostChoice } from '../api/list-outposts';
import type { MemberCardInput } from './member-card-values';
import { MemberContactsFields } from './MemberContactsFields';

/** The values a form hands over once valid: these fields do not read them. */
type FieldValues = Record<string, unknown>;

/**
 * The fields' names in a form of any shape that holds the card: react-hook-form cannot work out
 * a path of a generic form, though `MemberCardInput` guarantees each is there.
 */
const pathOf = <T extends MemberCardInput>(name: string) => name as BoundFieldProps<T>['name'];

/**
 * The person's card in a member's form: form of address, the home address with its access
 * notes (a gate code, the floor, a dog), the outpost that looks after them, the operators' care
 * notes and the person's contacts.
 */
export function MemberCardFields<T extends MemberCardInput, TOut extends FieldValues>({
  control,
  outposts,
}: {
  control: BoundFieldProps<T, TOut>['control'];
  /** The organization's outposts, the home outpost's choices. */
  outposts: readonly OutpostChoice[];
}) {
  const { t } = useTranslation('members');
  const text = (name: string, label: string, helperText?: string) => (
    <TextField
      control={control}
      name={pathOf<T>(name)}
      label={label}
      helperText={helperText}
      autoComplete="off"
    />
  );
  return (
    <>
      <SelectField
        control={control}
        name={pathOf<T>('formOfAddress')}
        label={t('card.formOfAddress')}
        placeholder={t('card.noFormOfAddress')}
        options={formsOfAddress.map((value) => ({
          value,
          label: t(`common:formOfAddress.${value}`),
        }))}
      />
      <Fieldset.Root>
        <Fieldset.Legend>{t('card.address')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('card.addressHelp')}</Fieldset.HelperText>
        <Fieldset.Content>
          <Stack gap="4">
            {text('address.street', t('card.street'))}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {text('address.building', t('card.building'))}
              {text('address.apartment', t('card.apartment'))}
              {text('address.postalCode', t('card.postalCode'), t('card.postalCodeHelp'))}
              {text('address.city', t('card.city'))}
            </SimpleGrid>
            <TextareaField
              control={control}
              name={pathOf<T>('address.accessNotes')}
              label={t('card.accessNotes')}
              helperText={t('card.accessNotesHelp')}
              rows={2}
            />
          </Stack>
        </Fieldset.Content>
      </Fieldset.Root>
      <SelectField
        control={control}
        name={pathOf<T>('homeOutpostId')}
        label={t('card.homeOutpost')}
        helperText={t('card.homeOutpostHelp')}
        placeholder={t('card.noHomeOutpost')}
        options={outposts.map(({ id, name }) => ({ value: id, label: name }))}
      />
      <TextareaField
        control={control}
        name={pathOf<T>('careNotes')}
        label={t('card.careNotes')}
        helperText={t('card.careNotesHelp')}
        rows={4}
      />
      <MemberContactsFields
        // A form of any shape that holds the card holds its contacts where these fields look.
        control={control as unknown as Parameters<typeof MemberContactsFields>[0]['control']}
      />
    </>
  );
}
