import type { AcceptanceStatus, PublishState } from '@care/contracts/document';
import type { InvitationStatus, MemberStatus, Role } from '@care/contracts/enums';
import type { OrderAssistantStatus, OrderStatus, OrderType } from '@care/contracts/order';
import type { OrderAttentionReason } from '@care/contracts/order-attention';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from './instance';

/**
 * The statuses the panel names, each with the one word every page shows for it. An invitation
 * is also "undelivered" while it waits with an e-mail that could not be delivered.
 */
export interface StatusValues {
  member: MemberStatus;
  order: OrderStatus;
  invitation: InvitationStatus | 'UNDELIVERED';
  /** An assigned assistant's answer to an order. */
  assignment: OrderAssistantStatus;
  /** A document revision's publish state. */
  document: PublishState;
  /** Whether a member accepted a document's revision. */
  acceptance: AcceptanceStatus;
  /** Why an order needs attention: a step of it waited past the organization's limit. */
  attention: OrderAttentionReason;
}

export type StatusKind = keyof StatusValues;

/** The key of a status's word in the common resources, for `t()` of any namespace. */
export function statusKey<K extends StatusKind>(kind: K, status: StatusValues[K]): string {
  return `${COMMON_NAMESPACE}:status.${kind}.${status}`;
}

/** The kinds the panel names, each with the one word every page (and export) shows for it. */
export interface TypeValues {
  order: OrderType;
}

export type TypeKind = keyof TypeValues;

/** The key of a kind's word in the common resources: `typeKey('order', 'VISIT')`. */
export function typeKey<K extends TypeKind>(kind: K, type: TypeValues[K]): string {
  return `${COMMON_NAMESPACE}:type.${kind}.${type}`;
}

/** The key of a member role's word in the common resources: `roleKey('ASSISTANT')`. */
export function roleKey(role: Role): string {
  return `${COMMON_NAMESPACE}:role.${role}`;
}

/** The word of a status in the current language: `statusLabel('order', 'NEW')`. */
export function useStatusLabel() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return useCallback(
    <K extends StatusKind>(kind: K, status: StatusValues[K]): string => t(statusKey(kind, status)),
    [t],
  );
}
