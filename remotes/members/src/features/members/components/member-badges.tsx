import type { MemberStatus } from '@care/contracts/enums';
import type { MemberDetails } from '@care/contracts/member';
import { type StatusValues, useStatusLabel } from '@care/i18n';
import { Badge, Flex } from '@care/ui';
import { TagBadge } from '@care/ui/panel';

const statusPalette: Record<MemberStatus, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'green',
  REJECTED: 'red',
  DEACTIVATED: 'gray',
  INACTIVE: 'gray',
};

/** A member's status, in words and colour. */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const statusLabel = useStatusLabel();
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle">
      {statusLabel('member', status)}
    </Badge>
  );
}

export type InvitationState = StatusValues['invitation'];

/**
 * Where a member's invitation stands: pending an answer (or undelivered when its e-mail could
 * not be delivered), accepted or rejected. Undefined for a member whose membership ended, where
 * an invitation no longer means anything.
 */
export function invitationState(
  member: Pick<MemberDetails, 'status' | 'invitationDelivery'>,
): InvitationState | undefined {
  switch (member.status) {
    case 'PENDING':
      return member.invitationDelivery === 'ERROR' ? 'UNDELIVERED' : 'PENDING';
    case 'ACCEPTED':
      return 'ACCEPTED';
    case 'REJECTED':
      return 'REJECTED';
    default:
      return undefined;
  }
}

const invitationPalette: Record<InvitationState, string> = {
  PENDING: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'orange',
  UNDELIVERED: 'red',
};

export function InvitationBadge({
  member,
}: {
  member: Pick<MemberDetails, 'status' | 'invitationDelivery'>;
}) {
  const statusLabel = useStatusLabel();
  const state = invitationState(member);
  if (!state) return null;
  return (
    <Badge colorPalette={invitationPalette[state]} variant="outline">
      {statusLabel('invitation', state)}
    </Badge>
  );
}

/** A member's tags as their coloured badges. */
export function MemberTags({ tags }: { tags: MemberDetails['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <Flex as="ul" wrap="wrap" gap="1" listStyle="none">
      {tags.map((tag) => (
        <li key={tag.id ?? tag.abbr}>
          <TagBadge tag={tag} size="sm" />
        </li>
      ))}
    </Flex>
  );
}
