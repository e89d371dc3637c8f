import { type Person, personCreateSchema } from '@care/contracts/account';
import type { Invitation } from '@care/contracts/member';
import { useTranslation } from '@care/i18n';
import { useAccountBundle } from '@care/platform';
import { Button, HStack, Portal, Stack, Text } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { ChoiceGroup, Dialog } from '@care/ui/panel';
import { toastProblem } from '@care/ui/page';
import { useState } from 'react';
import { useAddPerson } from '../api/add-person';

export interface PersonPickerDialogProps {
  invitation: Invitation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accepts for the chosen person; a rejection keeps the dialog open. */
  onAccept: (personId: string) => Promise<void>;
}

const fullName = (person: Pick<Person, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`;

/** The ward the invitation names, when the account already has them. */
function namedWard(persons: Person[], invitation: Invitation) {
  return persons.find((person) => !person.isOwn && fullName(person) === fullName(invitation));
}

/**
 * A guardian accepts for someone they care for: they pick which of their persons the membership
 * is for, or add the person the invitation names when they are not listed yet.
 */
export function PersonPickerDialog({
  invitation,
  open,
  onOpenChange,
  onAccept,
}: PersonPickerDialogProps) {
  const { t } = useTranslation('account');
  const persons = useAccountBundle().data?.persons ?? [];
  const [chosen, setChosen] = useState<string | undefined>(
    () => namedWard(persons, invitation)?.id,
  );
  const [accepting, setAccepting] = useState(false);

  const accept = async () => {
    if (!chosen) return;
    setAccepting(true);
    try {
      await onAccept(chosen);
      onOpenChange(false);
    } catch {
      // Told by the caller's toast; the dialog stays for another try.
    } finally {
      setAccepting(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!accepting) onOpenChange(details.open);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('invitations.picker.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text>
                  {t('invitations.picker.intro', {
                    organization: invitation.organization.name,
                    name: fullName(invitation),
                  })}
                </Text>
                {persons.length > 0 && (
                  <ChoiceGroup
                    label={t('invitations.picker.persons')}
                    value={chosen ?? ''}
                    choices={persons.map((person) => ({
                      value: person.id,
                      label: person.isOwn
                        ? t('invitations.picker.yourself', { name: fullName(person) })
                        : fullName(person),
                    }))}
                    onChange={setChosen}
                  />
                )}
                <AddPersonForm invitation={invitation} onAdded={(person) => setChosen(person.id)} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={accepting} onClick={() => onOpenChange(false)}>
                {t('common:actions.cancel')}
              </Button>
              <Button loading={accepting} disabled={!chosen} onClick={accept}>
                {t('invitations.accept')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Adds a ward, named as the invitation names them unless the guardian changes it. */
function AddPersonForm({
  invitation,
  onAdded,
}: {
  invitation: Invitation;
  onAdded: (person: Person) => void;
}) {
  const { t } = useTranslation('account');
  const addPerson = useAddPerson();
  const form = useZodForm(personCreateSchema, {
    defaultValues: { firstName: invitation.firstName, lastName: invitation.lastName },
  });
  const add = form.submit(async (values) => {
    try {
      onAdded(await addPerson.mutateAsync(values));
    } catch (error) {
      toastProblem(error, t('invitations.picker.addFailed'));
    }
  });
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="semibold" mb="2">
        {t('invitations.picker.addTitle')}
      </Text>
      <HStack gap="3" align="flex-start" wrap="wrap">
        <TextField
          control={form.control}
          name="firstName"
          label={t('profile.firstName')}
          autoComplete="off"
          required
        />
        <TextField
          control={form.control}
          name="lastName"
          label={t('profile.lastName')}
          autoComplete="off"
          required
        />
      </HStack>
      <Button
        variant="outline"
        alignSelf="flex-start"
        loading={addPerson.isPending}
        onClick={() => void add()}
      >
        {t('invitations.picker.add')}
      </Button>
    </Stack>
  );
}
