import type { MemberStatus } from '@care/contracts/enums';
import type { MemberDetails } from '@care/contracts/member';
import { useTranslation } from '@care/i18n';
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
  const { t } = useTranslation('members');
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle">
      {t(`status.${status}`)}
    </Badge>
  );
}

export type InvitationState = 'waiting' | 'active' | 'rejected' | 'error';

/**
 * Where a member's invitation stands: waiting for an answer (or Error when its e-mail could not
 * be delivered), accepted (Active) or rejected. Undefined for a member whose membership ended,
 * where an invitation no longer means anything.
 */
export function invitationState(
  member: Pick<MemberDetails, 'status' | 'invitationDelivery'>,
): InvitationState | undefined {
  switch (member.status) {
    case 'PENDING':
      return member.invitationDelivery === 'ERROR' ? 'error' : 'waiting';
    case 'ACCEPTED':
      return 'active';
    case 'REJECTED':
      return 'rejected';
    default:
      return undefined;
  }
}

const invitationPalette: Record<InvitationState, string> = {
  waiting: 'blue',
  active: 'green',
  rejected: 'orange',
  error: 'red',
};

export function InvitationBadge({
  member,
}: {
  member: Pick<MemberDetails, 'status' | 'invitationDelivery'>;
}) {
  const { t } = useTranslation('members');
  const state = invitationState(member);
  if (!state) return null;
  return (
    <Badge colorPalette={invitationPalette[state]} variant="outline">
      {t(`invitation.${state}`)}
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
