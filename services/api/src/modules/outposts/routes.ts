import type { Handlers } from '../../http/endpoint-routes';
import { parseIfMatch, versionEtag } from '../../http/etag';
import type { ModuleDeps } from '../deps';
import { createLogoLinks } from './logo-links';
import { createOutpostService } from './service';

export function outpostHandlers({ db, files, fileLinks }: ModuleDeps) {
  const outposts = createOutpostService({ db, files, logoLinks: createLogoLinks(fileLinks) });
  return {
    listOutposts: async ({ caller }) => ({ items: await outposts.list(caller) }),
    getOutpost: async ({ caller, params, reply }) => {
      const outpost = await outposts.get(caller, params.outpostId);
      reply.header('etag', versionEtag(outpost.version));
      return outpost;
    },
    createOutpost: async ({ caller, body, reply }) => {
      const outpost = await outposts.create(caller, body);
      reply.header('etag', versionEtag(outpost.version));
      return outpost;
    },
    updateOutpost: async ({ caller, params, body, request, reply }) => {
      const expected = parseIfMatch(request.headers['if-match']);
      const outpost = await outposts.update(caller, params.outpostId, body, expected);
      reply.header('etag', versionEtag(outpost.version));
      return outpost;
    },
    deleteOutpost: async ({ caller, params, request }) =>
      outposts.remove(caller, params.outpostId, parseIfMatch(request.headers['if-match'])),
    uploadOutpostLogo: async ({ caller, params, body, request, reply }) => {
      const { file, cropX, cropY, cropSize } = body;
      const crop =
        cropX !== undefined && cropY !== undefined && cropSize !== undefined
          ? { x: cropX, y: cropY, size: cropSize }
          : undefined;
      const expected = parseIfMatch(request.headers['if-match']);
      const outpost = await outposts.setLogo(
        caller,
        params.outpostId,
        { data: file.data, ...(crop ? { crop } : {}) },
        expected,
      );
      reply.header('etag', versionEtag(outpost.version));
      return outpost;
    },
    deleteOutpostLogo: async ({ caller, params, request, reply }) => {
      const expected = parseIfMatch(request.headers['if-match']);
      const outpost = await outposts.removeLogo(caller, params.outpostId, expected);
      reply.header('etag', versionEtag(outpost.version));
      return outpost;
    },
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
