// What a data export reads about a person: every row holding them, by their membership ids.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  accessLogEntries,
  accounts,
  auditEvents,
  documentAcceptances,
  documents,
  members,
  orders,
  organizations,
} from '../../db/schema';
import { auditEventPage } from '../audit/queries';
import { memberColumns } from '../members/queries';
import { ordersWithIds } from '../orders/queries';
import { readerColumns } from '../access-log/queries';
import { flushAccessLog } from '../access-log/record';

/** A person's data is small; this only bounds a read that would otherwise have no end. */
const rowsAtMost = 100_000;

export async function organizationName(db: Database, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? null;
}

/** The memberships the account holds as itself (not those it holds for a ward), oldest first. */
export function ownMemberships(db: Database, accountId: string) {
  return db
    .select({ member: memberColumns, organizationName: organizations.name })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.accountId, accountId), eq(members.accountOwnerType, 'OWN_ACCOUNT')))
    .orderBy(asc(members.createdAt), asc(members.id));
}

/**
 * The orders the memberships placed as beneficiaries or were asked to take as assistants,
 * newest first, each with its beneficiary, assistants and history. `withDeclined: false` leaves
 * out those an assistant declined, as the assistant's own list does.
 */
export async function ordersOfMembers(
  db: Database,
  memberIds: readonly string[],
  { withDeclined }: { withDeclined: boolean },
) {
  if (memberIds.length === 0) return [];
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      or(
        inArray(orders.beneficiaryMemberId, [...memberIds]),
        sql`exists (select 1 from order_assistants asked
          where asked.order_id = ${orders.id}
            and asked.member_id = any(${sql.param([...memberIds])}::uuid[])
            ${withDeclined ? sql`` : sql`and asked.status <> 'DECLINED'`})`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(rowsAtMost);
  const rows = await ordersWithIds(
    db,
    ids.map(({ id }) => id),
  );
  const position = new Map(ids.map(({ id }, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.order.id) ?? 0) - (position.get(b.order.id) ?? 0));
}

/** The memberships' document acceptances with the document's title and revision, newest first. */
export function acceptancesOfMembers(db: Database, memberIds: readonly string[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      organizationId: documents.organizationId,
      organizationName: organizations.name,
      documentId: documents.id,
      title: documents.title,
      revision: documents.revision,
      acceptedAt: documentAcceptances.acceptedAt,
    })
    .from(documentAcceptances)
    .innerJoin(documents, eq(documents.id, documentAcceptances.documentId))
    .innerJoin(organizations, eq(organizations.id, documents.organizationId))
    .where(inArray(documentAcceptances.memberId, [...memberIds]))
    .orderBy(desc(documentAcceptances.acceptedAt), asc(documents.id))
    .limit(rowsAtMost);
}

/**
 * Who read the memberships' records, newest first: the reader's name, never their e-mail. The
 * reads this process has answered are written first, the export's own card read among them.
 */
export async function accessLogOfMembers(db: Database, memberIds: readonly string[]) {
  if (memberIds.length === 0) return [];
  await flushAccessLog(db);
  return db
    .select({
      id: accessLogEntries.id,
      at: accessLogEntries.readAt,
      kind: accessLogEntries.kind,
      recordId: accessLogEntries.recordId,
      memberId: accessLogEntries.memberId,
      organizationId: accessLogEntries.organizationId,
      organizationName: organizations.name,
      ...readerColumns,
    })
    .from(accessLogEntries)
    .leftJoin(accounts, eq(accounts.id, accessLogEntries.readerAccountId))
    .leftJoin(organizations, eq(organizations.id, accessLogEntries.organizationId))
    .where(inArray(accessLogEntries.memberId, [...memberIds]))
    .orderBy(desc(accessLogEntries.readAt), desc(accessLogEntries.id))
    .limit(rowsAtMost);
}

/** The organization's audit events about the member's own record and about their orders. */
export function auditEventsAbout(
  db: Database,
  organizationId: string,
  memberId: string,
  orderIds: readonly string[],
) {
  return auditEventPage(
    db,
    {
      organizationId,
      extra: or(
        and(eq(auditEvents.entity, 'member'), eq(auditEvents.entityId, memberId)),
        orderIds.length
          ? and(eq(auditEvents.entity, 'order'), inArray(auditEvents.entityId, [...orderIds]))
          : undefined,
      ),
    },
    rowsAtMost,
    0,
  );
}
