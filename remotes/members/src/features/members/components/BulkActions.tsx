import type { MemberBulk } from '@care/contracts/member';
import type { StoredTag } from '@care/contracts/tag';
import { useTranslation } from '@care/i18n';
import { Button } from '@care/ui';
import type { DataTableSelection } from '@care/ui/data-table';
import { toastProblem } from '@care/ui/page';
import { ConfirmDialog } from '@care/ui/panel';
import { lazy, Suspense, useState } from 'react';
import {
  bulkInverse,
  useBulkUpdateMembers,
  useSendInvitations,
  useUndoBulkUpdate,
} from '../api/bulk-members';
import { reportBulkResult } from './bulk-report';

// The tag picker loads with the first bulk tag change, not with the list.
const BulkTagsDialog = lazy(() => import('./BulkTagsDialog'));

type Open = 'deactivate' | 'addTags' | 'removeTags' | 'sendInvitations';

export interface BulkActionsProps {
  organizationId: string;
  selection: DataTableSelection;
  tags: readonly StoredTag[];
  /** The name of a selected member, for saying which ones were refused. */
  nameOf: (id: string) => string | undefined;
  /** Whether a selected member has an invitation a bulk send would e-mail. */
  hasInvitationToSend: (id: string) => boolean;
}

/**
 * What can be done with the selected members at once: send their invitations, deactivate them,
 * add or remove tags.
 */
export function BulkActions({
  organizationId,
  selection,
  tags,
  nameOf,
  hasInvitationToSend,
}: BulkActionsProps) {
  const { t } = useTranslation('members');
  const bulk = useBulkUpdateMembers(organizationId);
  const undoBulk = useUndoBulkUpdate(organizationId);
  const sendInvitations = useSendInvitations(organizationId);
  const [open, setOpen] = useState<Open>();
  const count = selection.ids.length;
  const invitable = selection.ids.filter(hasInvitationToSend);
  const close = (isOpen: boolean) => !isOpen && setOpen(undefined);

  const send = async () => {
    try {
      reportBulkResult(await sendInvitations.mutateAsync(invitable), nameOf, {
        done: 'bulk.invitationsSent',
        partial: 'bulk.invitationsPartial',
      });
    } catch (error) {
      toastProblem(error, t('bulk.invitationsFailed'));
      throw error;
    }
    selection.clear();
  };

  /**
   * Sends a bulk action and says how it went; what it changed may be undone from the toast, at
   * the versions its answer gave (the first request is not held back for the undo).
   */
  const apply = async (body: MemberBulk) => {
    const result = await bulk.mutateAsync(body);
    const inverse = bulkInverse(body, result);
    reportBulkResult(
      result,
      nameOf,
      undefined,
      inverse.length > 0 ? () => undoBulk.mutateAsync(inverse) : undefined,
    );
  };

  const deactivate = async () => {
    try {
      await apply({ action: 'deactivate', ids: selection.ids });
    } catch (error) {
      toastProblem(error, t('bulk.failed'));
      throw error;
    }
    selection.clear();
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => setOpen('sendInvitations')}
        disabled={invitable.length === 0}
        title={invitable.length === 0 ? t('bulk.sendInvitationsNone') : undefined}
      >
        {t('bulk.sendInvitations')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => setOpen('deactivate')}
      >
        {t('bulk.deactivate')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => setOpen('addTags')}
        disabled={tags.length === 0}
      >
        {t('bulk.addTags')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => setOpen('removeTags')}
        disabled={tags.length === 0}
      >
        {t('bulk.removeTags')}
      </Button>
      <ConfirmDialog
        open={open === 'sendInvitations'}
        onOpenChange={close}
        title={t('bulk.sendInvitationsTitle', { count: invitable.length })}
        description={t('bulk.sendInvitationsDescription', { skipped: count - invitable.length })}
        confirmLabel={t('bulk.sendInvitations')}
        onConfirm={send}
      />
      <ConfirmDialog
        open={open === 'deactivate'}
        onOpenChange={close}
        title={t('bulk.deactivateTitle', { count })}
        description={t('bulk.deactivateDescription')}
        confirmLabel={t('bulk.deactivate')}
        onConfirm={deactivate}
      />
      {(open === 'addTags' || open === 'removeTags') && (
        <Suspense fallback={null}>
          <BulkTagsDialog
            action={open}
            tags={tags}
            onClose={() => setOpen(undefined)}
            onApply={async (tagIds) => {
              try {
                await apply({ action: open, ids: selection.ids, tagIds });
              } catch (error) {
                toastProblem(error, t('bulk.failed'));
                return;
              }
              selection.clear();
              setOpen(undefined);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
