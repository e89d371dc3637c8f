import { randomUUID } from 'node:crypto';
import {
  type Document,
  type DocumentAcceptance,
  type DocumentAcceptanceFilter,
  type DocumentAcceptanceQuery,
  type DocumentAcceptanceReceipt,
  type DocumentListItem,
  type DocumentListQuery,
  type DocumentSummary,
  type DocumentWrite,
  problemTypes,
} from '@care/contracts';
import { eq, sql } from 'drizzle-orm';
import type { OperatorCaller, RegisteredCaller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { one } from '../../db/rows';
import { documents } from '../../db/schema';
import { DomainError, problems } from '../../domain/errors';
import { type Page, pageOf } from '../../domain/page';
import { assertCurrentVersion, type ExpectedVersion } from '../../domain/versioning';
import { recordReads } from '../access-log/record';
import { changedFields, recordAudit } from '../audit/service';
import { unifiedDiff } from './diff';
import {
  acceptanceFigures,
  toDocument,
  toDocumentAcceptance,
  toDocumentListItem,
  toDocumentSummary,
} from './dto';
import {
  type AcceptanceScope,
  acceptanceCount,
  acceptancePage,
  acceptancesOf,
  acceptedCounts,
  acceptedMemberCount,
  acceptedMembershipsOf,
  allAcceptances,
  type DocumentRow,
  findPrevious,
  findRevision,
  hasSuccessor,
  insertAcceptances,
  latestRevisionCount,
  latestRevisionPage,
  lockPublishedRevision,
  lockRevision,
  lockRevisionForAcceptance,
  publishedRevisionsOf,
  revisionsOf,
} from './queries';

/** The content of a revision the audit trail records when it is written or deleted. */
const contentFields = ['revision', 'title', 'body', 'needsAcceptance', 'publishState'] as const;

const transitions = {
  notDraft: () =>
    problems.invalidTransition('Only a draft can be changed; make a new version of it instead.'),
  notDraftToDelete: () =>
    problems.invalidTransition(
      'Only a draft can be deleted; a published revision stays on record.',
    ),
  notDraftToPublish: () =>
    problems.invalidTransition('Only a draft can be published; make a new version of it instead.'),
  notPublished: () => problems.invalidTransition('Only the published revision can be unpublished.'),
  notWithdrawn: () =>
    problems.invalidTransition('Only a withdrawn revision can be published again.'),
  replaced: () =>
    problems.invalidTransition(
      'A newer revision of this document has been published since; publish the latest one instead.',
    ),
  anotherPublished: () =>
    problems.invalidTransition(
      'Another revision of this document is published now; unpublish it first.',
    ),
  notLatest: () =>
    problems.invalidTransition(
      'Only the latest revision of a document can get a new version, and only one draft at a time.',
    ),
  notAcceptable: () =>
    problems.invalidTransition('Only the published revision of a document can be accepted.'),
};

/** Two writers racing past a rule the database keeps (one draft, one successor) get a 409 too. */
async function keptByDatabase<T>(write: () => Promise<T>, conflict: () => DomainError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

export function createDocumentService(db: Database) {
  async function figuresOf(reader: Database, organizationId: string, rows: DocumentRow[]) {
    const [memberCount, accepted] = await Promise.all([
      acceptedMemberCount(reader, organizationId),
      acceptedCounts(
        reader,
        rows.map((row) => row.id),
      ),
    ]);
    return (row: DocumentRow) => acceptanceFigures(row, accepted.get(row.id) ?? 0, memberCount);
  }

  async function answer(reader: Database, row: DocumentRow): Promise<Document> {
    const figures = await figuresOf(reader, row.organizationId, [row]);
    return toDocument(row, figures(row));
  }

  /** The caller's organization's revision, locked, at the version the caller read; 404 for any other. */
  async function lockCurrent(
    tx: Database,
    caller: OperatorCaller,
    documentId: string,
    expected: ExpectedVersion,
  ) {
    const row = await lockRevision(tx, caller.operator.organizationId, documentId);
    if (!row) throw problems.notFound();
    assertCurrentVersion(expected, row.version);
    return row;
  }

  async function visibleRevision(caller: OperatorCaller, documentId: string) {
    const row = await findRevision(db, caller.operator.organizationId, documentId);
    if (!row) throw problems.notFound();
    return row;
  }

  const audit = (
    tx: Database,
    caller: { account: { id: string } },
    row: DocumentRow,
    action: string,
    changes: Parameters<typeof recordAudit>[1]['changes'],
  ) =>
    recordAudit(tx, {
      actorAccountId: caller.account.id,
      organizationId: row.organizationId,
      // The audit trail speaks of the document as a whole: its first revision's id names it.
      entity: 'document',
      entityId: row.firstRevisionId,
      action,
      changes,
    });

  const bumped = { version: sql`${documents.version} + 1`, updatedAt: sql`now()` };

  return {
    async list(caller: OperatorCaller, query: DocumentListQuery): Promise<Page<DocumentListItem>> {
      const { organizationId } = caller.operator;
      const [latest, total] = await Promise.all([
        latestRevisionPage(db, organizationId, query),
        latestRevisionCount(db, organizationId, query),
      ]);
      const published = await publishedRevisionsOf(
        db,
        latest.map((row) => row.firstRevisionId),
      );
      const figures = await figuresOf(db, organizationId, [...latest, ...published]);
      const publishedOf = new Map(published.map((row) => [row.firstRevisionId, row]));
      const items = latest.map((row) => {
        const live = publishedOf.get(row.firstRevisionId);
        return toDocumentListItem(
          row,
          figures(row),
          live ? { row: live, figures: figures(live) } : null,
        );
      });
      return pageOf(items, query, total);
    },

    async get(caller: OperatorCaller, documentId: string): Promise<Document> {
      return answer(db, await visibleRevision(caller, documentId));
    },

    async revisions(caller: OperatorCaller, documentId: string): Promise<DocumentSummary[]> {
      const row = await visibleRevision(caller, documentId);
      const rows = await revisionsOf(db, row.firstRevisionId);
      const figures = await figuresOf(db, row.organizationId, rows);
      return rows.map((revision) => toDocumentSummary(revision, figures(revision)));
    },

    create(caller: OperatorCaller, input: DocumentWrite): Promise<Document> {
      return db.transaction(async (tx) => {
        // Revision 1 names the document: it is its own first revision.
        const id = randomUUID();
        const row = one(
          await tx
            .insert(documents)
            .values({
              ...input,
              id,
              firstRevisionId: id,
              organizationId: caller.operator.organizationId,
              revision: 1,
              createdByAccountId: caller.account.id,
            })
            .returning(),
        );
        await audit(tx, caller, row, 'created', changedFields(null, row, contentFields));
        return answer(tx, row);
      });
    },

    /** A stale expected version answers 412; a revision past its draft answers 409. */
    update(
      caller: OperatorCaller,
      documentId: string,
      input: DocumentWrite,
      expected: ExpectedVersion,
    ): Promise<Document> {
      return db.transaction(async (tx) => {
        const before = await lockCurrent(tx, caller, documentId, expected);
        if (before.publishState !== 'DRAFT') throw transitions.notDraft();
        const row = one(
          await tx
            .update(documents)
            .set({ ...input, ...bumped })
            .where(eq(documents.id, documentId))
            .returning(),
        );
        await audit(tx, caller, row, 'updated', changedFields(before, row, contentFields));
        return answer(tx, row);
      });
    },

    async remove(caller: OperatorCaller, documentId: string, expected: ExpectedVersion) {
      await db.transaction(async (tx) => {
        const row = await lockCurrent(tx, caller, documentId, expected);
        if (row.publishState !== 'DRAFT') throw transitions.notDraftToDelete();
        await tx.delete(documents).where(eq(documents.id, documentId));
        await audit(tx, caller, row, 'deleted', changedFields(row, null, contentFields));
      });
    },

    /**
     * A new DRAFT after the latest revision, with its content. Only the latest revision gets a
     * successor, and only when it is not a draft itself, so a document has one line of
     * revisions and at most one draft; the database refuses a second either way.
     */
    createVersion(
      caller: OperatorCaller,
      documentId: string,
      expected: ExpectedVersion,
    ): Promise<Document> {
      return keptByDatabase(
        () =>
          db.transaction(async (tx) => {
            const source = await lockCurrent(tx, caller, documentId, expected);
            if (source.publishState === 'DRAFT' || (await hasSuccessor(tx, source.id)))
              throw transitions.notLatest();
            const row = one(
              await tx
                .insert(documents)
                .values({
                  organizationId: source.organizationId,
                  firstRevisionId: source.firstRevisionId,
                  previousDocumentId: source.id,
                  revision: source.revision + 1,
                  title: source.title,
                  body: source.body,
                  needsAcceptance: source.needsAcceptance,
                  createdByAccountId: caller.account.id,
                })
                .returning(),
            );
            await audit(tx, caller, row, 'versionCreated', {
              revision: { before: source.revision, after: row.revision },
            });
            return answer(tx, row);
          }),
        transitions.notLatest,
      );
    },

    /**
     * Publishes a draft and, in the same transaction, unpublishes the revision published
     * before it: a document has one published revision, which the database also enforces.
     */
    publish(caller: OperatorCaller, documentId: string, expected: ExpectedVersion) {
      return keptByDatabase(
        () =>
          db.transaction(async (tx) => {
            const draft = await lockCurrent(tx, caller, documentId, expected);
            if (draft.publishState !== 'DRAFT') throw transitions.notDraftToPublish();
            const previous = await lockPublishedRevision(tx, draft.firstRevisionId);
            if (previous) {
              await tx
                .update(documents)
                .set({ publishState: 'UNPUBLISHED', unpublishedAt: sql`now()`, ...bumped })
                .where(eq(documents.id, previous.id));
            }
            const row = one(
              await tx
                .update(documents)
                .set({ publishState: 'PUBLISHED', publishedAt: sql`now()`, ...bumped })
                .where(eq(documents.id, documentId))
                .returning(),
            );
            await audit(tx, caller, row, 'published', {
              publishedRevision: { before: previous?.revision ?? null, after: row.revision },
            });
            return answer(tx, row);
          }),
        transitions.notDraftToPublish,
      );
    },

    /** Withdraws the published revision; no earlier one takes its place. */
    unpublish(caller: OperatorCaller, documentId: string, expected: ExpectedVersion) {
      return db.transaction(async (tx) => {
        const before = await lockCurrent(tx, caller, documentId, expected);
        if (before.publishState !== 'PUBLISHED') throw transitions.notPublished();
        const row = one(
          await tx
            .update(documents)
            .set({ publishState: 'UNPUBLISHED', unpublishedAt: sql`now()`, ...bumped })
            .where(eq(documents.id, documentId))
            .returning(),
        );
        await audit(tx, caller, row, 'unpublished', {
          publishedRevision: { before: row.revision, after: null },
        });
        return answer(tx, row);
      });
    },

    /**
     * Publishes a withdrawn revision again, as it was: its first publication time and its
     * acceptances are kept, so members who accepted it need not accept it again. Only while no
     * other revision of the document is published, and none after it ever was (a replaced
     * revision does not come back over a newer one).
     */
    republish(caller: OperatorCaller, documentId: string, expected: ExpectedVersion) {
      return keptByDatabase(
        () =>
          db.transaction(async (tx) => {
            const before = await lockCurrent(tx, caller, documentId, expected);
            if (before.publishState !== 'UNPUBLISHED') throw transitions.notWithdrawn();
            const revisions = await revisionsOf(tx, before.firstRevisionId);
            if (revisions.some((each) => each.revision > before.revision && each.publishedAt))
              throw transitions.replaced();
            if (revisions.some((each) => each.publishState === 'PUBLISHED'))
              throw transitions.anotherPublished();
            const row = one(
              await tx
                .update(documents)
                .set({ publishState: 'PUBLISHED', unpublishedAt: null, ...bumped })
                .where(eq(documents.id, documentId))
                .returning(),
            );
            await audit(tx, caller, row, 'republished', {
              publishedRevision: { before: null, after: row.revision },
            });
            return answer(tx, row);
          }),
        transitions.anotherPublished,
      );
    },

    /** The unified diff against the previous revision; revision 1 has none to show (404). */
    async diff(caller: OperatorCaller, documentId: string): Promise<string> {
      const row = await visibleRevision(caller, documentId);
      const previous = await findPrevious(db, row);
      if (!previous)
        throw problems.notFound('Revision 1 has no previous revision to compare with.');
      return unifiedDiff(previous, row);
    },

    async acceptances(
      caller: OperatorCaller,
      documentId: string,
      query: DocumentAcceptanceQuery,
    ): Promise<Page<DocumentAcceptance>> {
      const scope = scopeOf(await visibleRevision(caller, documentId));
      const { page, limit } = query;
      const [rows, total] = await Promise.all([
        acceptancePage(db, scope, query, limit, (page - 1) * limit),
        acceptanceCount(db, scope, query),
      ]);
      const acceptances = rows.map(toDocumentAcceptance);
      recordReads(
        db,
        caller,
        'ACCEPTANCES',
        acceptances.map(({ memberId }) => ({ memberId, recordId: documentId })),
      );
      return pageOf(acceptances, query, total);
    },

    /** Every acceptance row the filter matches, and the revision they are of (for the file name). */
    async exportAcceptances(
      caller: OperatorCaller,
      documentId: string,
      filter: DocumentAcceptanceFilter,
    ): Promise<{ revision: DocumentRow; rows: DocumentAcceptance[] }> {
      const revision = await visibleRevision(caller, documentId);
      const rows = await allAcceptances(db, scopeOf(revision), filter);
      return { revision, rows: rows.map(toDocumentAcceptance) };
    },

    /**
     * A member accepts the published revision, for each of its ACCEPTED memberships of the
     * document's organization. Accepting again changes nothing and answers the same receipt;
     * a newer revision needs its own acceptance. Drafts are not shown to members (404).
     */
    accept(caller: RegisteredCaller, documentId: string): Promise<DocumentAcceptanceReceipt> {
      return db.transaction(async (tx) => {
        const row = await lockRevisionForAcceptance(tx, documentId);
        const memberships = row
          ? await acceptedMembershipsOf(tx, caller.account.id, row.organizationId)
          : [];
        if (!row || memberships.length === 0 || row.publishState === 'DRAFT')
          throw problems.notFound();
        if (row.publishState !== 'PUBLISHED') throw transitions.notAcceptable();
        if (!row.needsAcceptance)
          throw new DomainError(
            problemTypes.conflict,
            'This document does not ask to be accepted.',
          );
        const memberIds = memberships.map((membership) => membership.id);
        const added = await insertAcceptances(tx, row.id, caller.account.id, memberIds);
        if (added.length > 0) {
          await audit(tx, caller, row, 'accepted', {
            acceptedRevision: { before: null, after: row.revision },
            memberIds: { before: null, after: added.map((acceptance) => acceptance.memberId) },
          });
        }
        const acceptances = await acceptancesOf(tx, row.id, memberIds);
        const first = Math.min(...acceptances.map((acceptance) => acceptance.acceptedAt.getTime()));
        return {
          documentId: row.id,
          revision: row.revision,
          acceptedAt: new Date(first).toISOString(),
          memberIds,
        };
      });
    },
  };
}

function scopeOf(row: DocumentRow): AcceptanceScope {
  return {
    organizationId: row.organizationId,
    firstRevisionId: row.firstRevisionId,
    documentId: row.id,
    revision: row.revision,
  };
}
