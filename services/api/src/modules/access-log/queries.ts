import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accessLogEntries, accounts, members, organizations } from '../../db/schema';
import { erasedInOrganization, namedUnlessErased } from '../audit/actor';

/** The reader's name as the account has it, and whether the organization erased their data. */
export const readerColumns = {
  readerFirstName: accounts.firstName,
  readerLastName: accounts.lastName,
  readerErased: erasedInOrganization(
    sql`${accessLogEntries.readerAccountId}`,
    sql`${accessLogEntries.organizationId}`,
  ),
};

/** Who read, as an answer names them: null once the account is gone (the join found none). */
export const readerOf = (row: {
  readerFirstName: string | null;
  readerLastName: string | null;
  readerErased: boolean;
}) =>
  namedUnlessErased(
    row.readerFirstName !== null && row.readerLastName !== null
      ? { firstName: row.readerFirstName, lastName: row.readerLastName }
      : null,
    row.readerErased,
  );

const entryColumns = {
  id: accessLogEntries.id,
  at: accessLogEntries.readAt,
  kind: accessLogEntries.kind,
  recordId: accessLogEntries.recordId,
  ...readerColumns,
};

const ofMember = (organizationId: string, memberId: string) =>
  and(eq(accessLogEntries.memberId, memberId), eq(accessLogEntries.organizationId, organizationId));

/** A page of one member's log, newest first, ties by id; the reader's name where it is known. */
export function memberLogPage(
  db: Database,
  organizationId: string,
  memberId: string,
  limit: number,
  offset: number,
) {
  return db
    .select(entryColumns)
    .from(accessLogEntries)
    .leftJoin(accounts, eq(accounts.id, accessLogEntries.readerAccountId))
    .where(ofMember(organizationId, memberId))
    .orderBy(desc(accessLogEntries.readAt), desc(accessLogEntries.id))
    .limit(limit)
    .offset(offset);
}
export type MemberLogRow = Awaited<ReturnType<typeof memberLogPage>>[number];

export async function memberLogCount(db: Database, organizationId: string, memberId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(accessLogEntries)
    .where(ofMember(organizationId, memberId));
  return row?.count ?? 0;
}

/**
 * A page of the log of every membership the account holds, its own and its wards', newest
 * first; one row past the page tells whether another follows (counting would read them all).
 */
export function accountLogPage(db: Database, accountId: string, limit: number, offset: number) {
  return db
    .select({
      ...entryColumns,
      organizationId: organizations.id,
      organizationName: organizations.name,
      memberId: members.id,
      memberFirstName: members.firstName,
      memberLastName: members.lastName,
    })
    .from(accessLogEntries)
    .innerJoin(
      members,
      and(
        eq(members.id, accessLogEntries.memberId),
        eq(members.organizationId, accessLogEntries.organizationId),
      ),
    )
    .leftJoin(accounts, eq(accounts.id, accessLogEntries.readerAccountId))
    .leftJoin(organizations, eq(organizations.id, accessLogEntries.organizationId))
    .where(eq(members.accountId, accountId))
    .orderBy(desc(accessLogEntries.readAt), desc(accessLogEntries.id))
    .limit(limit + 1)
    .offset(offset);
}
