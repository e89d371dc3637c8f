import { auditActionSchema, auditEntitySchema, type AuditQuery } from '@care/contracts/audit';
import { daySchema, uuidSchema } from '@care/contracts/primitives';
import { defineListState, type ListQuery } from '@care/platform/list-state';

/**
 * The audit log in the URL: always newest first (the API's only order), narrowed by the member
 * who acted, the kind of record, the action and the days, both counted whole.
 */
export const auditList = defineListState({
  sortFields: ['at'],
  filters: {
    actorMemberId: uuidSchema,
    entity: auditEntitySchema,
    action: auditActionSchema,
    from: daySchema,
    to: daySchema,
  },
  defaults: { sort: '-at' },
});

type AuditListQueryOfState = ListQuery<'at', typeof auditList.filters>;

/** What the API takes of the list: its page and filters; it has no sort or search to send. */
export function auditQueryOf({
  sort: _sort,
  search: _search,
  ...query
}: AuditListQueryOfState): Partial<AuditQuery> {
  return query;
}

/** What the export takes: the list's filters without its page and page size. */
export function auditExportQueryOf(state: AuditListQueryOfState): Partial<AuditQuery> {
  const { page: _page, limit: _limit, ...filter } = auditQueryOf(state);
  return filter;
}
