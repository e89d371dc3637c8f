import type { Outpost } from '@care/contracts/outpost';
import { useTranslation } from '@care/i18n';
import { ConfirmAction } from '@care/ui/page';
import { useDeleteOutpost } from '../api/delete-outpost';

/** Deletes the outpost after a confirmation, and says how it went in a toast. */
export function DeleteOutpostButton({
  organizationId,
  outpost,
}: {
  organizationId: string;
  outpost: Outpost;
}) {
  const { t } = useTranslation('outposts');
  const deleteOutpost = useDeleteOutpost(organizationId);
  return (
    <ConfirmAction
      buttonProps={{
        size: 'sm',
        variant: 'ghost',
        'aria-label': t('list.deleteNamed', { name: outpost.name }),
      }}
      destructive
      title={t('common:confirmations.deleteOutpost')}
      description={t('list.deleteDescription', { name: outpost.name })}
      confirmLabel={t('list.delete')}
      action={() => deleteOutpost.mutateAsync({ outpostId: outpost.id, version: outpost.version })}
      successMessage={t('common:messages.outpostDeleted')}
      errorMessage={t('common:messages.outpostDeleteError')}
    >
      {t('list.delete')}
    </ConfirmAction>
  );
}
