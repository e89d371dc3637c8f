import { routes } from '@care/platform';

/** This remote's own sub-routes, relative to the outposts page it is mounted at. */
export const outpostRoutePatterns = {
  create: 'new',
  edit: ':outpostId/edit',
} as const;

/** Links inside the remote; the outposts page itself comes from the one route table. */
export const outpostPaths = {
  list: (organizationId: string) => routes.outposts({ id: organizationId }),
  create: (organizationId: string) =>
    `${routes.outposts({ id: organizationId })}/${outpostRoutePatterns.create}`,
  edit: (organizationId: string, outpostId: string) =>
    `${routes.outposts({ id: organizationId })}/${encodeURIComponent(outpostId)}/edit`,
};
