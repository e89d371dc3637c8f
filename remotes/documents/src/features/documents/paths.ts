import { routes } from '@care/platform';

/** The pages of one document, relative to its page (the route table's `documentDetails`). */
export const documentPages = {
  edit: 'edit',
  compare: 'compare',
  acceptances: 'acceptances',
  history: 'history',
} as const;
export type DocumentPage = keyof typeof documentPages;

/** This remote's sub-routes, relative to the documents page it is mounted at. */
export const documentRoutePatterns = {
  create: 'new',
  document: ':documentId/*',
} as const;

/** Every link of the remote, built through the one route table. */
export const documentPaths = {
  list: (organizationId: string) => routes.documents({ id: organizationId }),
  create: (organizationId: string) =>
    `${routes.documents({ id: organizationId })}/${documentRoutePatterns.create}`,
  details: (organizationId: string, documentId: string) =>
    routes.documentDetails({ id: organizationId, documentId }),
  page: (organizationId: string, documentId: string, page: DocumentPage) =>
    `${routes.documentDetails({ id: organizationId, documentId })}/${documentPages[page]}`,
  /** The compare page with two revisions chosen: `from` the older, `to` the newer. */
  compare: (organizationId: string, documentId: string, from: string, to: string) =>
    `${routes.documentDetails({ id: organizationId, documentId })}/${documentPages.compare}?${new URLSearchParams({ from, to })}`,
};
