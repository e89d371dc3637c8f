import { uuidSchema } from '@care/contracts/primitives';
import type { StoredTag } from '@care/contracts/tag';
import { useTranslation } from '@care/i18n';
import { Button, Portal, Stack } from '@care/ui';
import { useZodForm } from '@care/ui/forms';
import { TagMultiSelectField } from '@care/ui/fields';
import { Dialog } from '@care/ui/panel';
import { useId } from 'react';
import { z } from 'zod';

const bulkTagsSchema = z.object({ tagIds: z.array(uuidSchema).min(1) });

export interface BulkTagsDialogProps {
  action: 'addTags' | 'removeTags';
  tags: readonly StoredTag[];
  onApply: (tagIds: string[]) => Promise<void>;
  onClose: () => void;
}

/** Picks the tags to add to, or remove from, every selected member. */
export default function BulkTagsDialog({ action, tags, onApply, onClose }: BulkTagsDialogProps) {
  const { t } = useTranslation('members');
  const formId = useId();
  const form = useZodForm(bulkTagsSchema, { defaultValues: { tagIds: [] } });
  const pending = form.formState.isSubmitting;

  return (
    <Dialog.Root
      open
      onOpenChange={({ open }) => !open && !pending && onClose()}
      closeOnInteractOutside={!pending}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t(`bulk.tagsTitle.${action}`)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={form.submit(({ tagIds }) => onApply(tagIds))}>
                <Stack gap="4">
                  <TagMultiSelectField
                    control={form.control}
                    name="tagIds"
                    label={t('bulk.tags')}
                    required
                    tags={tags}
                  />
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={pending} onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" form={formId} loading={pending}>
                {t('bulk.apply')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
