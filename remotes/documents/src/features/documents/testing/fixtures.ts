import type {
  Document,
  DocumentAcceptance,
  DocumentListItem,
  DocumentSummary,
} from '@care/contracts/document';
import { routePatterns } from '@care/platform';
import { renderRemote, type ApiStub } from '@care/testing';
import App from '../../../App';

export const ORGANIZATION_ID = '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
/** A page of the documents area of the test organization, e.g. `documentsPath('/new')`. */
export const documentsPath = (suffix = '') => `/organization/${ORGANIZATION_ID}/documents${suffix}`;

/** The remote as the shell mounts it, at `url`, with the API answering as `api` says. */
export const renderDocumentsApp = (
  url: string,
  api?: (stub: ApiStub) => void,
  language: 'pl' | 'en' = 'en',
) => renderRemote(App, { mountPath: routePatterns.documents, url, api, language });

const diffUrl = (id: string) =>
  `/api/v1/operator/organization/${ORGANIZATION_ID}/document/${id}/diff`;

/** House rules: revision 1 (unpublished when 2 came out) and revision 2 (published). */
export const rulesV1: Document = {
  id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  firstRevisionId: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  title: 'House rules',
  body: '# House rules\n\nVisits until 20:00.\nQuiet at night.',
  revision: 1,
  previousDocumentId: null,
  diffUrl: null,
  needsAcceptance: true,
  publishState: 'UNPUBLISHED',
  publishedAt: '2026-01-10T10:00:00.000Z',
  unpublishedAt: '2026-02-01T10:00:00.000Z',
  acceptedCount: 30,
  pendingAcceptanceCount: 0,
  createdAt: '2026-01-09T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
  version: 3,
};

export const rulesV2: Document = {
  ...rulesV1,
  id: '2b3c4d5e-6f7a-4b1c-8d2e-4f5a6b7c8d9e',
  body: '# House rules\n\nVisits at any time.\nQuiet at night.\nPets are welcome.',
  revision: 2,
  previousDocumentId: rulesV1.id,
  diffUrl: diffUrl('2b3c4d5e-6f7a-4b1c-8d2e-4f5a6b7c8d9e'),
  publishState: 'PUBLISHED',
  publishedAt: '2026-02-01T10:00:00.000Z',
  unpublishedAt: null,
  acceptedCount: 34,
  pendingAcceptanceCount: 6,
  createdAt: '2026-01-30T10:00:00.000Z',
  version: 2,
};

/** Revision 3 of the house rules, being written. */
export const rulesV3: Document = {
  ...rulesV2,
  id: '3c4d5e6f-7a8b-4c1d-8e2f-5a6b7c8d9e0f',
  revision: 3,
  previousDocumentId: rulesV2.id,
  diffUrl: diffUrl('3c4d5e6f-7a8b-4c1d-8e2f-5a6b7c8d9e0f'),
  publishState: 'DRAFT',
  publishedAt: null,
  acceptedCount: 0,
  pendingAcceptanceCount: 0,
  version: 1,
};

export const summaryOf = ({ body: _body, ...summary }: Document): DocumentSummary => summary;

export const listItem = (
  document: Document,
  published: Document | null = document.publishState === 'PUBLISHED' ? document : null,
): DocumentListItem => ({
  ...summaryOf(document),
  publishedRevision: published && {
    id: published.id,
    revision: published.revision,
    publishedAt: published.publishedAt ?? '',
    needsAcceptance: published.needsAcceptance,
    acceptedCount: published.acceptedCount,
    pendingAcceptanceCount: published.pendingAcceptanceCount,
  },
});

export const page = <T>(items: T[]) => ({
  items,
  pagination: { page: 1, limit: 10, total: items.length, isLast: true },
});

export const acceptances: DocumentAcceptance[] = [
  {
    memberId: '4d5e6f7a-8b9c-4d1e-8f2a-6b7c8d9e0f1a',
    firstName: 'Anna',
    lastName: 'Nowak',
    accountEmail: 'anna.nowak@example.test',
    role: 'BENEFICIARY',
    lastAcceptance: {
      documentId: rulesV2.id,
      revision: 2,
      acceptedAt: '2026-02-02T09:30:00.000Z',
    },
    hasAccepted: true,
  },
  {
    memberId: '5e6f7a8b-9c0d-4e1f-8a2b-7c8d9e0f1a2b',
    firstName: 'Jan',
    lastName: 'Kowalski',
    accountEmail: 'jan.kowalski@example.test',
    role: 'ASSISTANT',
    lastAcceptance: {
      documentId: rulesV1.id,
      revision: 1,
      acceptedAt: '2026-01-11T09:30:00.000Z',
    },
    hasAccepted: false,
  },
];
