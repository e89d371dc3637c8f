import { memberFullName, type MemberDetails } from '@care/contracts/member';
import { problemTypes } from '@care/contracts/problem-types';
import { useTranslation } from '@care/i18n';
import { isApiError } from '@care/platform';
import { Alert, Button, Heading, Portal, Stack, Text, toaster } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { declinedToSignInAgain, problemDetail, problemOf } from '@care/ui/page';
import { Dialog } from '@care/ui/panel';
import { useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { useEraseMember } from '../api/erase-member';
import { registerErasureResources } from './i18n/register';

registerErasureResources();

/** How long the success toast stays. */
const DONE_TOAST_MS = 5000;

/** What the API's refusal means to the super operator, in their words. */
function refusalOf(error: unknown, t: (key: string) => string): string {
  if (isApiError(error, 412)) return t('erasure.stale');
  if (isApiError(error, 409) && problemOf(error)?.type === problemTypes.conflict)
    return t('erasure.openOrders');
  return problemDetail(error) ?? t('erasure.failed');
}

/**
 * The dialog that erases the member's personal data: it says what goes and what stays, and
 * confirms only once the member's full name is typed as shown. The API asks for a recent
 * sign-in; the frame asks for the password and retries.
 */
export function EraseMemberDialog({
  organizationId,
  member,
  onClose,
}: {
  organizationId: string;
  member: MemberDetails;
  onClose: () => void;
}) {
  const { t } = useTranslation('members');
  const formId = useId();
  const name = memberFullName(member);
  const schema = useMemo(
    () =>
      z.object({
        confirmName: z
          .string()
          .refine((typed) => typed.trim() === name, { message: t('erasure.confirmMismatch') }),
      }),
    [name, t],
  );
  const form = useZodForm(schema, { defaultValues: { confirmName: '' } });
  const erase = useEraseMember(organizationId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const typed = form.watch('confirmName');
  const pending = erase.isPending;

  const submit = form.submit(async ({ confirmName }) => {
    setRefusal(null);
    try {
      await erase.mutateAsync({ memberId: member.id, version: member.version, confirmName });
    } catch (error) {
      if (declinedToSignInAgain(error)) return;
      setRefusal(refusalOf(error, t));
      return;
    }
    toaster.success({ title: t('erasure.done'), duration: DONE_TOAST_MS });
    onClose();
  });

  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={({ open }) => !open && !pending && onClose()}
      closeOnInteractOutside={!pending}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('erasure.dialogTitle', { name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{t('erasure.intro')}</Text>
                <Stack gap="1">
                  <Heading as="h3" size="sm">
                    {t('erasure.goesTitle')}
                  </Heading>
                  <Text>{t('erasure.goes')}</Text>
                </Stack>
                <Stack gap="1">
                  <Heading as="h3" size="sm">
                    {t('erasure.staysTitle')}
                  </Heading>
                  <Text>{t('erasure.stays')}</Text>
                </Stack>
                {refusal && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{refusal}</Alert.Title>
                  </Alert.Root>
                )}
                <form id={formId} noValidate onSubmit={submit}>
                  <TextField
                    control={form.control}
                    name="confirmName"
                    label={t('erasure.confirmLabel', { name })}
                    autoComplete="off"
                  />
                </form>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={pending} onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                form={formId}
                colorPalette="red"
                loading={pending}
                disabled={typed.trim() !== name}
              >
                {t('erasure.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The member page's danger zone: the erasure, for super operators (the page decides who). */
export default function MemberErasure({
  organizationId,
  member,
}: {
  organizationId: string;
  member: MemberDetails;
}) {
  const { t } = useTranslation('members');
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="3" borderWidth="1px" borderColor="border.error" borderRadius="md" p="4">
      <Text>{t('erasure.intro')}</Text>
      <div>
        <Button
          variant="outline"
          colorPalette="red"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t('erasure.erase')}
        </Button>
      </div>
      {open && (
        <EraseMemberDialog
          organizationId={organizationId}
          member={member}
          onClose={() => setOpen(false)}
        />
      )}
    </Stack>
  );
}
