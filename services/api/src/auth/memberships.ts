import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { accounts, members, organizations } from '../db/schema';
import { isCurrentlyAccepted } from '../modules/members/queries';
import { organizationIsLive } from '../modules/organizations/queries';

/**
 * The caller's current beneficiary memberships of one live organization, oldest first: one for a
 * patient, one per ward for a guardian who looks after several people there.
 */
const beneficiaryMemberIds = (db: Database) =>
  db
    .select({ memberId: members.id })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(
      and(
        eq(members.accountId, accounts.id),
        eq(members.organizationId, sql.placeholder('organizationId')),
        eq(members.role, 'BENEFICIARY'),
        isCurrentlyAccepted,
        organizationIsLive,
      ),
    )
    .orderBy(members.createdAt, members.id);

const accountWithBeneficiaryMemberships = preparedQuery((db) =>
  db
    .select({
      account: accounts,
      memberIds: sql<string[]>`array${beneficiaryMemberIds(db)}::text[]`,
    })
    .from(accounts)
    .where(eq(accounts.firebaseUid, sql.placeholder('firebaseUid')))
    .limit(1)
    .prepare('account_with_beneficiary_memberships'),
);

/**
 * The account of a Firebase user and its beneficiary memberships of the organization (see above),
 * in one round trip: every request of the mobile app needs both.
 */
export async function findAccountAsBeneficiary(
  db: Database,
  firebaseUid: string,
  organizationId: string,
) {
  const [row] = await accountWithBeneficiaryMemberships(db).execute({
    firebaseUid,
    organizationId,
  });
  return { account: row?.account ?? null, memberIds: row?.memberIds ?? [] };
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
