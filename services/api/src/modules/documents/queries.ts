import type { DocumentAcceptanceFilter, DocumentListQuery } from '@care/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { documentAcceptances, documents, members, organizations } from '../../db/schema';
import { isCurrentlyAccepted } from '../members/queries';
import { organizationIsLive } from '../organizations/queries';

export type DocumentRow = typeof documents.$inferSelect;

/** `%`, `_` and `\` typed into a search match themselves, not any text. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A revision only through its organization: another organization's id finds nothing. */
const revisionOf = (db: Database, organizationId: string, documentId: string) =>
  db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.organizationId, organizationId)));

export async function findRevision(db: Database, organizationId: string, documentId: string) {
  const [row] = await revisionOf(db, organizationId, documentId);
  return row ?? null;
}

/** The revision, locked until the transaction ends, so concurrent writers take turns. */
export async function lockRevision(tx: Database, organizationId: string, documentId: string) {
  const [row] = await revisionOf(tx, organizationId, documentId).for('update');
  return row ?? null;
}

/** The revision before this one, if any. */
export async function findPrevious(db: Database, revision: DocumentRow) {
  if (!revision.previousDocumentId) return null;
  return findRevision(db, revision.organizationId, revision.previousDocumentId);
}

/** Whether a newer revision follows this one (only the latest may get a successor). */
export async function hasSuccessor(db: Database, documentId: string) {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.previousDocumentId, documentId))
    .limit(1);
  return row !== undefined;
}

/** The document's PUBLISHED revision, locked; a row changed meanwhile is read again. */
export async function lockPublishedRevision(tx: Database, firstRevisionId: string) {
  const [row] = await tx
    .select()
    .from(documents)
    .where(
      and(eq(documents.firstRevisionId, firstRevisionId), eq(documents.publishState, 'PUBLISHED')),
    )
    .for('update');
  return row ?? null;
}

/** Every revision of a document, newest first. */
export function revisionsOf(db: Database, firstRevisionId: string) {
  return db
    .select()
    .from(documents)
    .where(eq(documents.firstRevisionId, firstRevisionId))
    .orderBy(desc(documents.revision));
}

/** The PUBLISHED revision of each of these documents. */
export function publishedRevisionsOf(db: Database, firstRevisionIds: string[]) {
  if (firstRevisionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(documents)
    .where(
      and(
        inArray(documents.firstRevisionId, firstRevisionIds),
        eq(documents.publishState, 'PUBLISHED'),
      ),
    );
}

/** The latest revision of each document: the one no revision follows. */
const isLatest = sql`not exists (
  select 1 from documents successor where successor.previous_document_id = ${documents.id}
)`;

function latestRevisionsWhere(organizationId: string, query: DocumentListQuery) {
  return and(
    eq(documents.organizationId, organizationId),
    isLatest,
    query.publishState ? eq(documents.publishState, query.publishState) : undefined,
    query.search ? sql`${documents.title} ilike ${containing(query.search)}` : undefined,
  );
}

const listOrder: Record<string, SQL[]> = {
  title: [asc(sql`lower(${documents.title})`)],
  '-title': [desc(sql`lower(${documents.title})`)],
  updatedAt: [asc(documents.updatedAt)],
  '-updatedAt': [desc(documents.updatedAt)],
};

/** One page of the organization's documents (their latest revisions); ties by id. */
export function latestRevisionPage(db: Database, organizationId: string, query: DocumentListQuery) {
  return db
    .select()
    .from(documents)
    .where(latestRevisionsWhere(organizationId, query))
    .orderBy(...(listOrder[query.sort] ?? []), desc(documents.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

export async function latestRevisionCount(
  db: Database,
  organizationId: string,
  query: DocumentListQuery,
) {
  const [row] = await db
    .select({ count: count() })
    .from(documents)
    .where(latestRevisionsWhere(organizationId, query));
  return row?.count ?? 0;
}

/** How many members the organization has now: its ACCEPTED ones, of any role. */
export async function acceptedMemberCount(db: Database, organizationId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), isCurrentlyAccepted));
  return row?.count ?? 0;
}

/** For each revision, how many of the organization's ACCEPTED members accepted it. */
export async function acceptedCounts(db: Database, documentIds: string[]) {
  const counts = new Map<string, number>();
  if (documentIds.length === 0) return counts;
  const rows = await db
    .select({ documentId: documentAcceptances.documentId, count: count() })
    .from(documentAcceptances)
    .innerJoin(members, eq(members.id, documentAcceptances.memberId))
    .where(and(inArray(documentAcceptances.documentId, documentIds), isCurrentlyAccepted))
    .groupBy(documentAcceptances.documentId);
  for (const row of rows) counts.set(row.documentId, row.count);
  return counts;
}

export interface AcceptanceScope {
  organizationId: string;
  firstRevisionId: string;
  documentId: string;
  revision: number;
}

/**
 * Each member's newest acceptance of the document up to this revision. Written out in SQL:
 * a subquery of Drizzle's would leave its columns unqualified.
 */
const lastAcceptance = (scope: AcceptanceScope) => sql`(
  select distinct on (accepted.member_id)
    accepted.member_id, accepted.document_id, revision.revision, accepted.accepted_at
  from document_acceptances accepted
  join documents revision on revision.id = accepted.document_id
  where revision.first_revision_id = ${scope.firstRevisionId}
    and revision.revision <= ${scope.revision}
  order by accepted.member_id, revision.revision desc
) as last_acceptance`;

const acceptedThis = (scope: AcceptanceScope) =>
  sql<boolean>`coalesce(last_acceptance.document_id = ${scope.documentId}, false)`;

function acceptanceWhere(scope: AcceptanceScope, filter: DocumentAcceptanceFilter) {
  const search = filter.search ? containing(filter.search) : undefined;
  return and(
    eq(members.organizationId, scope.organizationId),
    isCurrentlyAccepted,
    filter.status === 'ACCEPTED' ? acceptedThis(scope) : undefined,
    filter.status === 'PENDING' ? sql`not ${acceptedThis(scope)}` : undefined,
    search
      ? sql`(${members.firstName} ilike ${search} or ${members.lastName} ilike ${search} or ${members.accountEmail} ilike ${search} or (${members.firstName} || ' ' || ${members.lastName}) ilike ${search})`
      : undefined,
  );
}

const byName = [
  asc(sql`lower(${members.lastName})`),
  asc(sql`lower(${members.firstName})`),
  asc(members.id),
];
const acceptanceOrder: Record<string, SQL[]> = {
  lastName: byName,
  '-lastName': [
    desc(sql`lower(${members.lastName})`),
    desc(sql`lower(${members.firstName})`),
    desc(members.id),
  ],
  // Who has not accepted comes last either way: an empty date is no moment to sort by.
  acceptedAt: [sql`last_acceptance.accepted_at asc nulls last`, ...byName],
  '-acceptedAt': [sql`last_acceptance.accepted_at desc nulls last`, ...byName],
};

function acceptanceRows(db: Database, scope: AcceptanceScope, filter: DocumentAcceptanceFilter) {
  return db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      accountEmail: members.accountEmail,
      role: members.role,
      acceptedDocumentId: sql<string | null>`last_acceptance.document_id`,
      acceptedRevision: sql<number | null>`last_acceptance.revision`,
      // As ISO-8601 text: a raw column would come back in each driver's own format.
      acceptedAt: sql<string | null>`to_json(last_acceptance.accepted_at) #>> '{}'`,
      hasAccepted: acceptedThis(scope),
    })
    .from(members)
    .leftJoin(sql`${lastAcceptance(scope)}`, sql`last_acceptance.member_id = ${members.id}`)
    .where(acceptanceWhere(scope, filter))
    .orderBy(...(acceptanceOrder[filter.sort] ?? byName))
    .$dynamic();
}

export type AcceptanceRow = Awaited<ReturnType<typeof acceptanceRows>>[number];

export function acceptancePage(
  db: Database,
  scope: AcceptanceScope,
  filter: DocumentAcceptanceFilter,
  limit: number,
  offset: number,
) {
  return acceptanceRows(db, scope, filter).limit(limit).offset(offset);
}

/** Every row the filter matches, for the CSV export. */
export function allAcceptances(
  db: Database,
  scope: AcceptanceScope,
  filter: DocumentAcceptanceFilter,
) {
  return acceptanceRows(db, scope, filter);
}

export async function acceptanceCount(
  db: Database,
  scope: AcceptanceScope,
  filter: DocumentAcceptanceFilter,
) {
  const [row] = await db
    .select({ count: count() })
    .from(members)
    .leftJoin(sql`${lastAcceptance(scope)}`, sql`last_acceptance.member_id = ${members.id}`)
    .where(acceptanceWhere(scope, filter));
  return row?.count ?? 0;
}

/**
 * A revision as a member reaches it, by id alone, in a live organization; shared-locked so it
 * is not unpublished while an acceptance of it is written.
 */
export async function lockRevisionForAcceptance(tx: Database, documentId: string) {
  const [row] = await tx
    .select({ document: documents })
    .from(documents)
    .innerJoin(organizations, eq(organizations.id, documents.organizationId))
    .where(and(eq(documents.id, documentId), organizationIsLive))
    .for('share', { of: documents });
  return row?.document ?? null;
}

/** The account's ACCEPTED memberships of the organization, of any role. */
export function acceptedMembershipsOf(tx: Database, accountId: string, organizationId: string) {
  return tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.accountId, accountId),
        eq(members.organizationId, organizationId),
        isCurrentlyAccepted,
      ),
    )
    .orderBy(asc(members.id));
}

/** Records the acceptances not recorded yet; answers the ones it added. */
export function insertAcceptances(
  tx: Database,
  documentId: string,
  accountId: string,
  memberIds: string[],
) {
  return tx
    .insert(documentAcceptances)
    .values(memberIds.map((memberId) => ({ documentId, memberId, accountId })))
    .onConflictDoNothing()
    .returning();
}

/** When these memberships accepted the revision. */
export function acceptancesOf(tx: Database, documentId: string, memberIds: string[]) {
  return tx
    .select()
    .from(documentAcceptances)
    .where(
      and(
        eq(documentAcceptances.documentId, documentId),
        inArray(documentAcceptances.memberId, memberIds),
      ),
    );
}
