import { routes } from '@care/platform';

/** This remote's own sub-routes, relative to the tags page it is mounted at. */
export const tagRoutePatterns = {
  create: 'new',
  edit: ':tagId/edit',
} as const;

/** Links inside the remote; the tags page itself comes from the one route table. */
export const tagPaths = {
  list: (organizationId: string) => routes.tags({ id: organizationId }),
  create: (organizationId: string) =>
    `${routes.tags({ id: organizationId })}/${tagRoutePatterns.create}`,
  edit: (organizationId: string, tagId: string) =>
    `${routes.tags({ id: organizationId })}/${encodeURIComponent(tagId)}/edit`,
};
