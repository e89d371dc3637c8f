import { parseIfMatch, versionEtag } from '../../http/etag';
import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { createTagService } from './service';
import { toStoredTag } from './tag-dto';

export function tagHandlers({ db }: ModuleDeps) {
  const tags = createTagService(db);
  return {
    listTags: async ({ caller }) => ({
      items: (await tags.list(caller.operator.organizationId)).map(toStoredTag),
    }),
    createTag: async ({ caller, body, reply }) => {
      const tag = await tags.create(caller, body);
      reply.header('etag', versionEtag(tag.version));
      return toStoredTag(tag);
    },
    updateTag: async ({ caller, params, body, request, reply }) => {
      const tag = await tags.update(
        caller,
        params.tagId,
        body,
        parseIfMatch(request.headers['if-match']),
      );
      reply.header('etag', versionEtag(tag.version));
      return toStoredTag(tag);
    },
    deleteTag: async ({ caller, params, request }) =>
      tags.remove(caller, params.tagId, parseIfMatch(request.headers['if-match'])),
  } satisfies Partial<Handlers>;
}
