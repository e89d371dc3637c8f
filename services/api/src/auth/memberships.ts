import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { members, organizations } from '../db/schema';
import { isCurrentlyAccepted } from '../modules/members/queries';
import { organizationIsLive } from '../modules/organizations/queries';

/**
 * The caller's current beneficiary memberships of one live organization: one for a patient, one
 * per ward for a guardian who looks after several people there.
 */
export async function findBeneficiaryMemberIds(
  db: Database,
  accountId: string,
  organizationId: string,
): Promise<string[]> {
  const rows = await db
    .select({ memberId: members.id })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(
      and(
        eq(members.accountId, accountId),
        eq(members.organizationId, organizationId),
        eq(members.role, 'BENEFICIARY'),
        isCurrentlyAccepted,
        organizationIsLive,
      ),
    )
    .orderBy(members.createdAt, members.id);
  return rows.map((row) => row.memberId);
}

/** The caller's current assistant memberships, in every live organization it assists. */
export function findAssistantMemberships(db: Database, accountId: string) {
  return db
    .select({ organizationId: members.organizationId, memberId: members.id })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(
      and(
        eq(members.accountId, accountId),
        eq(members.role, 'ASSISTANT'),
        isCurrentlyAccepted,
        organizationIsLive,
      ),
    )
    .orderBy(members.organizationId, members.id);
}
