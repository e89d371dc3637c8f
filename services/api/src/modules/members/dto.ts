import type {
  Invitation,
  InvitationStatus,
  MemberDetails,
  Organization,
  OwnMember,
} from '@care/contracts';
import { type MemberTagRow, toTag } from '../tags/dto';
import type { MemberRow } from './queries';
import { currentStatus } from './rules';

/** A member as the API answers it, with its status as of now. */
export function toMemberDetails(
  member: MemberRow,
  tags: MemberTagRow[],
  now = new Date(),
): MemberDetails {
  return {
    id: member.id,
    organizationId: member.organizationId,
    personId: member.personId,
    accountOwnerType: member.accountOwnerType,
    status: currentStatus(member, now),
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
    phone: member.phone,
    address: member.address,
    formOfAddress: member.formOfAddress,
    careNotes: member.careNotes,
    contacts: member.contacts,
    homeOutpostId: member.homeOutpostId,
    ...(member.erasedAt === null ? {} : { erasedAt: member.erasedAt.toISOString() }),
  };
}

/**
 * A membership as its own invitee reads it: the operators' care notes, the person's contacts and
 * home outpost are left out here, not only by the answer's schema, so no other path can carry
 * them.
 */
export function toOwnMember(member: MemberRow, tags: MemberTagRow[], now = new Date()): OwnMember {
  const {
    careNotes: _careNotes,
    contacts: _contacts,
    homeOutpostId: _homeOutpostId,
    ...own
  } = toMemberDetails(member, tags, now);
  return own;
}

/** A membership as its invitee sees it, with its status as of now (computed in SQL). */
export function toInvitation(
  member: MemberRow,
  organization: Organization,
  status: MemberRow['status'],
  invitedBy: Invitation['invitedBy'],
): Invitation {
  return {
    id: member.id,
    organization,
    role: member.role,
    accountOwnerType: member.accountOwnerType,
    status: status as InvitationStatus,
    firstName: member.firstName,
    lastName: member.lastName,
    createdAt: member.createdAt.toISOString(),
    invitedBy,
  };
}
