import type { Handlers } from '../../http/endpoint-routes';
import { parseIfMatch, versionEtag } from '../../http/etag';
import type { ModuleDeps } from '../deps';
import { createTagService } from './service';

export function tagHandlers({ db }: ModuleDeps) {
  const tags = createTagService(db);
  return {
    listTags: async ({ caller }) => ({ items: await tags.list(caller) }),
    getTag: async ({ caller, params, reply }) => {
      const tag = await tags.get(caller, params.tagId);
      reply.header('etag', versionEtag(tag.version));
      return tag;
    },
    createTag: async ({ caller, body, reply }) => {
      const tag = await tags.create(caller, body);
      reply.header('etag', versionEtag(tag.version));
      return tag;
    },
    updateTag: async ({ caller, params, body, request, reply }) => {
      const expected = parseIfMatch(request.headers['if-match']);
      const tag = await tags.update(caller, params.tagId, body, expected);
      reply.header('etag', versionEtag(tag.version));
      return tag;
    },
    deleteTag: async ({ caller, params, request }) =>
      tags.remove(caller, params.tagId, parseIfMatch(request.headers['if-match'])),
  } satisfies Partial<Handlers>;
}
