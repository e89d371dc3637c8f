import { memberContactLimits } from '@care/contracts/member';
import { useTranslation } from '@care/i18n';
import { Button, Card, Field, HStack, SimpleGrid, Stack, Text } from '@care/ui';
import { type BoundFieldProps, TextField, useController, useFieldArray } from '@care/ui/forms';
import { Checkbox, Fieldset, useWatch } from '@care/ui/panel';
import { type MemberCardInput, newContact } from './member-card-values';

type CardControl = BoundFieldProps<MemberCardInput, Record<string, unknown>>['control'];

/**
 * The one to call first. Marking a contact primary unmarks the one that was, so at most one
 * is, as the API asks; none may be.
 */
function PrimaryBox({
  control,
  index,
  label,
  onMarked,
}: {
  control: CardControl;
  index: number;
  label: string;
  onMarked: () => void;
}) {
  const { field, fieldState } = useController({ control, name: `contacts.${index}.isPrimary` });
  const error = fieldState.error?.message;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root
        checked={field.value === true}
        onCheckedChange={(details) => {
          const checked = details.checked === true;
          field.onChange(checked);
          if (checked) onMarked();
        }}
        name={field.name}
      >
        <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * The relatives and carers to call about the person: rows added and removed, one of them
 * marked as the one to call first. The first row added is that one.
 */
export function MemberContactsFields({ control }: { control: CardControl }) {
  const { t } = useTranslation('members');
  const { fields, append, remove, update } = useFieldArray({ control, name: 'contacts' });
  const values = useWatch({ control, name: 'contacts' });
  const full = fields.length >= memberContactLimits.maxContacts;

  const markPrimary = (index: number) =>
    values.forEach((contact, other) => {
      if (other !== index && contact.isPrimary) update(other, { ...contact, isPrimary: false });
    });

  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('card.contacts')}</Fieldset.Legend>
      <Fieldset.HelperText>
        {t('card.contactsHelp', { count: memberContactLimits.maxContacts })}
      </Fieldset.HelperText>
      <Fieldset.Content>
        <Stack gap="3">
          {fields.length === 0 && <Text color="fg.muted">{t('card.noContacts')}</Text>}
          {fields.map((contact, index) => (
            <Card.Root
              key={contact.id}
              variant="subtle"
              role="group"
              aria-label={t('card.contactNumber', { number: index + 1 })}
            >
              <Card.Body>
                <Stack gap="3">
                  <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                    <TextField
                      control={control}
                      name={`contacts.${index}.name`}
                      label={t('card.contactName')}
                      autoComplete="off"
                    />
                    <TextField
                      control={control}
                      name={`contacts.${index}.relation`}
                      label={t('card.contactRelation')}
                      helperText={t('card.contactRelationHelp')}
                      autoComplete="off"
                    />
                    <TextField
                      control={control}
                      name={`contacts.${index}.phone`}
                      label={t('card.contactPhone')}
                      helperText={t('details.phoneHelp')}
                      type="tel"
                      autoComplete="off"
                    />
                  </SimpleGrid>
                  <HStack justify="space-between" wrap="wrap" gap="3">
                    <PrimaryBox
                      control={control}
                      index={index}
                      label={t('card.contactPrimary')}
                      onMarked={() => markPrimary(index)}
                    />
                    <Button
                      variant="ghost"
                      colorPalette="red"
                      size="sm"
                      onClick={() => remove(index)}
                    >
                      {t('card.removeContact', { number: index + 1 })}
                    </Button>
                  </HStack>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
          <HStack>
            <Button
              variant="outline"
              size="sm"
              disabled={full}
              onClick={() => append(newContact(fields.length === 0))}
            >
              {t('card.addContact')}
            </Button>
            {full && (
              <Text fontSize="sm" color="fg.muted">
                {t('card.contactsFull', { count: memberContactLimits.maxContacts })}
              </Text>
            )}
          </HStack>
        </Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
