import type { MemberDetails, Tag } from '@care/contracts';
import type { MemberRow, TagRow } from './queries';

export function toTag(tag: TagRow): Tag {
  return {
    id: tag.id,
    name: tag.name,
    abbr: tag.abbr,
    ...(tag.description === null ? {} : { description: tag.description }),
    color: tag.color,
    textColor: tag.textColor,
    icon: tag.icon,
  };
}

/** A member as the API answers it; a membership whose endDate has passed reads as INACTIVE. */
export function toMemberDetails(
  member: MemberRow,
  tags: TagRow[],
  now = new Date(),
): MemberDetails {
  const ended = member.endDate !== null && member.endDate <= now;
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
