import {
  type AdminOrganization,
  type OrganizationRename,
  organizationRenameSchema,
} from '@care/contracts/organization';
import { problemTypes } from '@care/contracts/problem';
import { useTranslation } from '@care/i18n';
import { isApiError } from '@care/platform';
import { Button, Portal, toaster } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { applyProblemToForm, toastProblem, useUnsavedChangesGuard } from '@care/ui/page';
import { Dialog } from '@care/ui/panel';
import { useId } from 'react';
import { useRenameAdminOrganization } from '../api/rename-admin-organization';

export interface RenameOrganizationDialogProps {
  organization: AdminOrganization;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Renames an organization as the admin saw it in the list. A taken name shows on the field; a
 * newer version (someone renamed or deleted it meanwhile) closes the dialog with a warning, the
 * list showing the latest.
 */
export function RenameOrganizationDialog({
  organization,
  open,
  onOpenChange,
}: RenameOrganizationDialogProps) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const rename = useRenameAdminOrganization();
  const form = useZodForm(organizationRenameSchema, {
    defaultValues: { name: organization.name },
  });
  const leaveGuard = useUnsavedChangesGuard(form.formState);

  const save = async ({ name }: OrganizationRename) => {
    try {
      await rename.mutateAsync({ organization, name });
      toaster.success({ title: t('messages.renamed') });
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error, 412) || isApiError(error, 404)) {
        toaster.warning({
          title: t('messages.staleTitle'),
          description: t('messages.staleDetail'),
        });
        onOpenChange(false);
        return;
      }
      const { leftover } = applyProblemToForm(error, form, {
        conflicts: {
          [problemTypes.duplicate]: { field: 'name', message: t('messages.duplicateName') },
        },
      });
      if (leftover) toastProblem(error, t('common:messages.itemUpdateError'));
    }
  };

  const pending = form.formState.isSubmitting;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!pending) onOpenChange(details.open);
      }}
      closeOnInteractOutside={!pending}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('rename.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={form.submit(save)}>
                <TextField
                  control={form.control}
                  name="name"
                  label={t('form.name')}
                  required
                  autoComplete="off"
                />
                {leaveGuard}
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" form={formId} loading={pending}>
                {t('common:actions.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
