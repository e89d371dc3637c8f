import {
  type Document,
  type DocumentAcceptance,
  type DocumentListItem,
  type DocumentSummary,
  documentDiffUrl,
} from '@care/contracts';
import type { AcceptanceRow, DocumentRow } from './queries';

/** A revision's acceptance figures over the organization's ACCEPTED members. */
export interface AcceptanceFigures {
  acceptedCount: number;
  pendingAcceptanceCount: number;
}

/**
 * Who accepted a revision, and who still has to: only while it is the published one and asks
 * for acceptance can anyone still accept it.
 */
export function acceptanceFigures(
  revision: Pick<DocumentRow, 'publishState' | 'needsAcceptance'>,
  acceptedCount: number,
  memberCount: number,
): AcceptanceFigures {
  const open = revision.publishState === 'PUBLISHED' && revision.needsAcceptance;
  return {
    acceptedCount,
    pendingAcceptanceCount: open ? Math.max(0, memberCount - acceptedCount) : 0,
  };
}

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

export function toDocumentSummary(row: DocumentRow, figures: AcceptanceFigures): DocumentSummary {
  return {
    id: row.id,
    firstRevisionId: row.firstRevisionId,
    title: row.title,
    revision: row.revision,
    previousDocumentId: row.previousDocumentId,
    diffUrl: row.previousDocumentId ? documentDiffUrl(row.organizationId, row.id) : null,
    needsAcceptance: row.needsAcceptance,
    publishState: row.publishState,
    publishedAt: iso(row.publishedAt),
    unpublishedAt: iso(row.unpublishedAt),
    ...figures,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toDocument(row: DocumentRow, figures: AcceptanceFigures): Document {
  return { ...toDocumentSummary(row, figures), body: row.body };
}

export function toDocumentListItem(
  latest: DocumentRow,
  figures: AcceptanceFigures,
  published: { row: DocumentRow; figures: AcceptanceFigures } | null,
): DocumentListItem {
  return {
    ...toDocumentSummary(latest, figures),
    publishedRevision:
      published && published.row.publishedAt
        ? {
            id: published.row.id,
            revision: published.row.revision,
            publishedAt: published.row.publishedAt.toISOString(),
            needsAcceptance: published.row.needsAcceptance,
            ...published.figures,
          }
        : null,
  };
}

export function toDocumentAcceptance(row: AcceptanceRow): DocumentAcceptance {
  return {
    memberId: row.memberId,
    firstName: row.firstName,
    lastName: row.lastName,
    accountEmail: row.accountEmail,
    role: row.role,
    lastAcceptance:
      row.acceptedDocumentId && row.acceptedRevision !== null && row.acceptedAt
        ? {
            documentId: row.acceptedDocumentId,
            revision: row.acceptedRevision,
            acceptedAt: new Date(row.acceptedAt).toISOString(),
          }
        : null,
    hasAccepted: row.hasAccepted,
  };
}
