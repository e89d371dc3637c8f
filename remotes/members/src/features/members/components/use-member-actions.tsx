import type { MemberDetails } from '@care/contracts/member';
import { useTranslation } from '@care/i18n';
import { toaster } from '@care/ui';
import type { RowAction } from '@care/ui/data-table';
import { ConfirmAction, toastProblem } from '@care/ui/page';
import { useCallback, useState, type ReactNode } from 'react';
import { useDeleteMember, useResendInvitation, useTransitionMember } from '../api/member-actions';
import { useCurrentOperator } from '../api/current-operator';

type Confirmable = 'deactivate' | 'delete';

export interface MemberActions {
  /** What the signed-in operator may do with this member now, in the order a menu shows them. */
  actionsFor: (member: MemberDetails) => RowAction[];
  /** The confirm dialogs the actions open; render them once on the page. */
  dialogs: ReactNode;
}

/** Only super operators manage operators; anyone else sees an operator but cannot act on one. */
export function canManage(
  member: Pick<MemberDetails, 'role'>,
  me: { isSuperOperator: boolean } | undefined,
): boolean {
  return member.role !== 'OPERATOR' || me?.isSuperOperator === true;
}

/**
 * A member's actions, shared by the list's row menus and the details page: resend the
 * invitation, deactivate (asks first), reactivate, delete (asks first; for oneself it says
 * why it cannot be done instead). Each sends the version the user saw as If-Match and says
 * how it went in a toast.
 */
export function useMemberActions(
  organizationId: string,
  { onDeleted }: { onDeleted?: () => void } = {},
): MemberActions {
  const { t } = useTranslation('members');
  const me = useCurrentOperator(organizationId);
  const transition = useTransitionMember(organizationId);
  const resend = useResendInvitation(organizationId);
  const remove = useDeleteMember(organizationId);
  const [confirming, setConfirming] = useState<{ kind: Confirmable; member: MemberDetails }>();
  const [open, setOpen] = useState(false);

  const ask = useCallback((kind: Confirmable, member: MemberDetails) => {
    setConfirming({ kind, member });
    setOpen(true);
  }, []);

  const actionsFor = useCallback(
    (member: MemberDetails): RowAction[] => {
      if (!canManage(member, me)) return [];
      const isMe = me?.memberId === member.id;
      const actions: RowAction[] = [];
      if (member.status === 'PENDING' || member.status === 'REJECTED') {
        actions.push({
          value: 'resend',
          label: t('actions.resendInvitation'),
          onSelect: () =>
            resend.mutate(member, {
              onSuccess: () => toaster.success({ title: t('common:messages.invitationResent') }),
              onError: (error) => toastProblem(error, t('common:messages.invitationResendFailed')),
            }),
        });
      }
      if (member.status === 'DEACTIVATED') {
        actions.push({
          value: 'reactivate',
          label: t('actions.reactivate'),
          onSelect: () =>
            transition.mutate(
              { transition: 'reactivate', member },
              {
                onSuccess: () => toaster.success({ title: t('messages.reactivated') }),
                onError: (error) => toastProblem(error, t('common:messages.itemUpdateError')),
              },
            ),
        });
      }
      if ((member.status === 'ACCEPTED' || member.status === 'PENDING') && !isMe) {
        actions.push({
          value: 'deactivate',
          label: t('actions.deactivate'),
          onSelect: () => ask('deactivate', member),
        });
      }
      actions.push({
        value: 'delete',
        label: t('actions.delete'),
        destructive: true,
        onSelect: () =>
          isMe
            ? toaster.warning({ title: t('common:messages.cannotRemoveSelf') })
            : ask('delete', member),
      });
      return actions;
    },
    [t, me, resend, transition, ask],
  );

  const stale = { title: t('messages.staleTitle'), description: t('messages.staleActionDetail') };
  const name = confirming && `${confirming.member.firstName} ${confirming.member.lastName}`;
  const dialogs =
    confirming?.kind === 'delete' ? (
      <ConfirmAction
        open={open}
        onOpenChange={setOpen}
        destructive
        title={t('common:confirmations.deleteMember')}
        description={t('delete.description', { name })}
        confirmLabel={t('actions.delete')}
        action={() => remove.mutateAsync(confirming.member)}
        successMessage={t('common:messages.deleted')}
        errorMessage={t('common:messages.deleteError')}
        stale={stale}
        onSuccess={onDeleted}
      />
    ) : confirming?.kind === 'deactivate' ? (
      <ConfirmAction
        open={open}
        onOpenChange={setOpen}
        title={t('deactivate.title')}
        description={t('deactivate.description', { name })}
        confirmLabel={t('actions.deactivate')}
        action={() =>
          transition.mutateAsync({ transition: 'deactivate', member: confirming.member })
        }
        // The answer is the member as deactivated: its version is the reactivation's If-Match.
        undo={(deactivated) =>
          transition.mutateAsync({ transition: 'reactivate', member: deactivated })
        }
        successMessage={t('messages.deactivated')}
        errorMessage={t('common:messages.itemUpdateError')}
        stale={stale}
      />
    ) : null;

  return { actionsFor, dialogs };
}
