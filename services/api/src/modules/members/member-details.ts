import type { MemberDetails } from '@care/contracts';
import { type TagRow, toTag } from '../tags/tag-dto';
import { expiringStatuses, type MemberRow } from './queries';

/** A member as the API answers it, with its status as of now. */
export function toMemberDetails(
  member: MemberRow,
  tags: TagRow[],
  now = new Date(),
): MemberDetails {
  const ended =
    member.endDate !== null &&
    member.endDate <= now &&
    (expiringStatuses as readonly string[]).includes(member.status);
  return {
    id: member.id,
    organizationId: member.organizationId,
    personId: member.personId,
    accountOwnerType: member.accountOwnerType,
    status: ended ? 'INACTIVE' : member.status,
    accountEmail: member.accountEmail,
    firstName: member.firstName,
    lastName: member.lastName,
    createdAt: member.createdAt.toISOString(),
    role: member.role,
    isSuperOperator: member.isSuperOperator,
    startDate: member.startDate.toISOString(),
    ...(member.endDate === null ? {} : { endDate: member.endDate.toISOString() }),
    tags: tags.map(toTag),
    version: member.version,
    invitationDelivery: member.invitationDelivery,
  };
}
