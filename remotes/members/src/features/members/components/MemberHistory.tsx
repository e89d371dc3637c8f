import type { AuditEvent } from '@care/contracts/audit';
import {
  accountOwnerTypes,
  formsOfAddress,
  invitationDeliveries,
  memberStatuses,
  roles,
} from '@care/contracts/enums';
import { roleKey, statusKey, useTranslation } from '@care/i18n';
import { Button, ErrorState } from '@care/ui';
import { HistoryTimeline } from '@care/ui/history';
import { problemDetail } from '@care/ui/page';
import { useMemberHistory } from '../api/member-history';
import { addressText, asAddress } from '@care/i18n/address';
import { asContacts, contactText, primaryFirst } from '../card/member-contacts';

const actions = [
  'created',
  'invited',
  'imported',
  'updated',
  'deactivated',
  'reactivated',
  'invitation-resent',
  'invitation-accepted',
  'invitation-rejected',
  'ended',
  'expired',
  'deleted',
] as const;

/** Bookkeeping the audit trail keeps, which tells a reader nothing. */
const hiddenFields = new Set(['version']);

const withoutHidden = (event: AuditEvent): AuditEvent => {
  const keep = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).filter(([field]) => !hiddenFields.has(field)));
  return { ...event, before: keep(event.before), after: keep(event.after) };
};

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((known) => known === value);

/** The member's changes from the audit trail, newest first: who changed what, and when. */
export function MemberHistory({
  organizationId,
  memberId,
}: {
  organizationId: string;
  memberId: string;
}) {
  const { t } = useTranslation('members');
  const history = useMemberHistory(organizationId, memberId);

  if (history.status === 'error' && !history.data) {
    return (
      <ErrorState
        title={t('history.loadError')}
        detail={problemDetail(history.error)}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  return (
    <HistoryTimeline
      events={history.data?.pages.flatMap((page) => page.items.map(withoutHidden))}
      actionLabel={(event, who) =>
        t(`history.actions.${oneOf(actions, event.action) ?? 'other'}`, { who })
      }
      fieldLabel={(field) => t(`history.fields.${field}`, { defaultValue: field })}
      formatValue={(field, value) => {
        const status = field === 'status' && oneOf(memberStatuses, value);
        if (status) return t(statusKey('member', status));
        const role = field === 'role' && oneOf(roles, value);
        if (role) return t(roleKey(role));
        const owner = field === 'accountOwnerType' && oneOf(accountOwnerTypes, value);
        if (owner) return t(`accountOwnerType.${owner}`);
        const delivery = field === 'invitationDelivery' && oneOf(invitationDeliveries, value);
        if (delivery) return t(`history.delivery.${delivery}`);
        const form = field === 'formOfAddress' && oneOf(formsOfAddress, value);
        if (form) return t(`common:formOfAddress.${form}`);
        const address = field === 'address' ? asAddress(value) : undefined;
        if (address)
          return address.accessNotes
            ? `${addressText(address)} (${address.accessNotes})`
            : addressText(address);
        const contacts = field === 'contacts' ? asContacts(value) : undefined;
        if (contacts?.length === 0) return t('card.noContacts');
        if (contacts)
          return primaryFirst(contacts)
            .map((contact) =>
              contact.isPrimary
                ? t('history.primaryContact', { contact: contactText(contact) })
                : contactText(contact),
            )
            .join('; ');
        return undefined;
      }}
      footer={
        history.hasNextPage && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void history.fetchNextPage()}
            loading={history.isFetchingNextPage}
          >
            {t('history.older')}
          </Button>
        )
      }
    />
  );
}
