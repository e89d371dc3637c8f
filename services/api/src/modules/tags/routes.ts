import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { createTagService } from './service';

export function tagHandlers({ db }: ModuleDeps) {
  const tags = createTagService(db);
  return {
    listTags: async ({ caller }) => ({ items: await tags.list(caller) }),
    getTag: async ({ caller, params }) => tags.get(caller, params.tagId),
    createTag: async ({ caller, body }) => tags.create(caller, body),
    updateTag: async ({ caller, params, body, expectedVersion }) =>
      tags.update(caller, params.tagId, body, expectedVersion),
    deleteTag: async ({ caller, params, expectedVersion }) =>
      tags.remove(caller, params.tagId, expectedVersion),
  } satisfies Partial<Handlers>;
}
