import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { memberTags, members, organizations, tags } from '../../db/schema';
import type { TagRow } from '../tags/tag-dto';

export type MemberRow = typeof members.$inferSelect;

/** A membership whose endDate, if any, has not passed. */
export const notEnded = or(isNull(members.endDate), gt(members.endDate, sql`now()`));

/** A membership counts while it is ACCEPTED and not ended. */
export const isCurrentlyAccepted = and(eq(members.status, 'ACCEPTED'), notEnded);

export const organizationIsLive = isNull(organizations.deletedAt);

/**
 * Statuses that turn INACTIVE once the membership's endDate passes (computed when read until a
 * sweep persists it). DEACTIVATED and REJECTED keep their status; their endDate only records when.
 */
export const expiringStatuses = ['PENDING', 'ACCEPTED'] as const;

/** The status as of now, in SQL. */
export const effectiveStatus = sql<MemberRow['status']>`case
  when ${members.endDate} <= now() and ${inArray(members.status, [...expiringStatuses])} then 'INACTIVE'::member_status
  else ${members.status} end`;

/** The caller's ACCEPTED operator membership of a live organization, if there is one. */
export async function findOperatorMembership(
  db: Database,
  accountId: string,
  organizationId: string,
) {
  const [membership] = await db
    .select({ memberId: members.id, isSuperOperator: members.isSuperOperator })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(
      and(
        eq(members.accountId, accountId),
        eq(members.organizationId, organizationId),
        eq(members.role, 'OPERATOR'),
        isCurrentlyAccepted,
        organizationIsLive,
      ),
    );
  return membership ?? null;
}

/** Every current ACCEPTED membership of an account in live organizations. */
export function listAcceptedMemberships(db: Database, accountId: string) {
  return db
    .select({
      memberId: members.id,
      organizationId: members.organizationId,
      role: members.role,
      isSuperOperator: members.isSuperOperator,
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.accountId, accountId), isCurrentlyAccepted, organizationIsLive));
}

/** Tags of each member, keyed by member id. */
export async function tagsByMember(db: Database, memberIds: string[]) {
  const byMember = new Map<string, TagRow[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .select({ memberId: memberTags.memberId, tag: tags })
    .from(memberTags)
    .innerJoin(tags, eq(tags.id, memberTags.tagId))
    .where(inArray(memberTags.memberId, memberIds))
    .orderBy(tags.name);
  for (const { memberId, tag } of rows)
    byMember.set(memberId, [...(byMember.get(memberId) ?? []), tag]);
  return byMember;
}
