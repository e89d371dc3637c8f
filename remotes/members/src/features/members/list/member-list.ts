import { memberStatusSchema, roleSchema } from '@care/contracts/enums';
import {
  defaultMemberSort,
  type MemberFilterQuery,
  memberSortFields,
} from '@care/contracts/member';
import { dateTimeSchema, uuidSchema } from '@care/contracts/primitives';
import { defineListState, type ListQuery } from '@care/platform/list-state';

/**
 * The members list in the URL: by last name unless chosen otherwise, filtered by role, status,
 * tag and the instant from which they were added (the dashboard's "new since yesterday").
 */
export const memberList = defineListState({
  sortFields: memberSortFields,
  filters: {
    role: roleSchema,
    status: memberStatusSchema,
    tagId: uuidSchema,
    createdFrom: dateTimeSchema,
  },
  defaults: { sort: defaultMemberSort },
});

type MemberListQueryOfState = ListQuery<
  (typeof memberSortFields)[number],
  typeof memberList.filters
>;

/** What the export takes: the list's query without its page and page size. */
export function exportQueryOf({
  page: _page,
  limit: _limit,
  ...filter
}: MemberListQueryOfState): Partial<MemberFilterQuery> {
  return filter;
}
