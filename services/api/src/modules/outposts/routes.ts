import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { createLogoLinks } from './logo-links';
import { createOutpostService } from './service';

export function outpostHandlers({ db, files, fileLinks }: ModuleDeps) {
  const outposts = createOutpostService({ db, files, logoLinks: createLogoLinks(fileLinks) });
  return {
    listOutposts: async ({ caller }) => ({ items: await outposts.list(caller) }),
    getOutpost: async ({ caller, params }) => outposts.get(caller, params.outpostId),
    createOutpost: async ({ caller, body }) => outposts.create(caller, body),
    updateOutpost: async ({ caller, params, body, expectedVersion }) =>
      outposts.update(caller, params.outpostId, body, expectedVersion),
    deleteOutpost: async ({ caller, params, expectedVersion }) =>
      outposts.remove(caller, params.outpostId, expectedVersion),
    uploadOutpostLogo: async ({ caller, params, body, expectedVersion }) => {
      const { file, cropX, cropY, cropSize } = body;
      const crop =
        cropX !== undefined && cropY !== undefined && cropSize !== undefined
          ? { x: cropX, y: cropY, size: cropSize }
          : undefined;
      return outposts.setLogo(
        caller,
        params.outpostId,
        { data: file.data, ...(crop ? { crop } : {}) },
        expectedVersion,
      );
    },
    deleteOutpostLogo: async ({ caller, params, expectedVersion }) =>
      outposts.removeLogo(caller, params.outpostId, expectedVersion),
    getOutpostLogo: async ({ params, query, reply }) => {
      const logo = await outposts.readLogo(
        { organizationId: params.organizationId, outpostId: params.outpostId, version: query.v },
        query.exp,
        query.sig,
      );
      // A link names one picture for good (a new logo or edit makes a new link), so the browser
      // keeps it until the link expires. The signature, not the origin, authorizes it: pages of
      // another origin (a remote served on its own) may show it.
      reply.header('cache-control', `private, max-age=${logo.maxAgeSeconds}, immutable`);
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return logo.data;
    },
  } satisfies Partial<Handlers>;
}
