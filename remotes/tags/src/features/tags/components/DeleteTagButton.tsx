import type { StoredTag } from '@care/contracts';
import { useTranslation } from '@care/i18n';
import { Button, toaster } from '@care/ui';
import { ConfirmDialog } from '@care/ui/panel';
import { useState } from 'react';
import { useDeleteTag } from '../api/delete-tag';
import { problemDetail } from '../errors';

export interface DeleteTagButtonProps {
  organizationId: string;
  tag: StoredTag;
}

/** Deletes a tag after the user confirms (spec §8: 'delete tag' asks first). */
export function DeleteTagButton({ organizationId, tag }: DeleteTagButtonProps) {
  const { t } = useTranslation('tags');
  const [open, setOpen] = useState(false);
  const deleteTag = useDeleteTag(organizationId);

  const confirmDelete = async () => {
    try {
      await deleteTag.mutateAsync(tag.id);
      toaster.success({ title: t('messages.deleted') });
    } catch (error) {
      toaster.error({
        title: t('messages.deleteFailed'),
        description: problemDetail(error) ?? t('messages.unknownError'),
      });
      throw error;
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={t('list.delete', { name: tag.name })}
        onClick={() => setOpen(true)}
      >
        {t('list.deleteAction')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        destructive
        title={t('delete.title')}
        description={t('delete.description', { name: tag.name })}
        confirmLabel={t('delete.confirm')}
        onConfirm={confirmDelete}
      />
    </>
  );
}
