import type { AuditEvent } from '@care/contracts/audit';
import {
  accountOwnerTypes,
  formOfAddressOf,
  formsOfAddress,
  invitationDeliveries,
  memberStatuses,
  roles,
} from '@care/contracts/enums';
import { agreementWith, roleKey, statusKey, useTranslation } from '@care/i18n';
import { addressText, asAddress } from '@care/i18n/address';
import { useMemo } from 'react';
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
  'erased',
  'deleted',
  'data-exported',
] as const;

/** Bookkeeping the audit trail keeps, which tells a reader nothing. */
const hiddenFields = new Set(['version']);

/** The event without the fields no reader needs (its version). */
export const withoutHidden = (event: AuditEvent): AuditEvent => {
  const keep = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).filter(([field]) => !hiddenFields.has(field)));
  return { ...event, before: keep(event.before), after: keep(event.after) };
};

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((known) => known === value);

/**
 * How a member's change reads in plain words: the line of what happened and who did it, each
 * field's name, and each value as the member page shows it (a status's label, an address, the
 * contacts with the primary one first). The member's history and the organization's audit log
 * both speak of members with it.
 */
export function useMemberHistoryWords() {
  const { t } = useTranslation('members');
  return useMemo(
    () => ({
      actionLabel: (event: AuditEvent, who: string) =>
        t(`history.actions.${oneOf(actions, event.action) ?? 'other'}`, {
          who,
          ...agreementWith(formOfAddressOf(event.actor)),
        }),
      fieldLabel: (field: string) => t(`history.fields.${field}`, { defaultValue: field }),
      formatValue: (field: string, value: unknown): string | undefined => {
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
        // By the outposts' names as they were; null when the person had none.
        if (field === 'homeOutpost' && value === null) return t('card.noHomeOutpost');
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
      },
    }),
    [t],
  );
}
