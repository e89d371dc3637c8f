import { memberStatuses, roles } from '@care/contracts/enums';
import type { StoredTag } from '@care/contracts/tag';
import { formatDateTime, roleKey, statusKey, useTranslation } from '@care/i18n';
import type { ListStateController } from '@care/platform/list-state';
import { Button } from '@care/ui';
import { FilterSelect } from '@care/ui/panel';
import type { memberList } from '../list/member-list';

type MemberListController = ListStateController<
  (typeof memberList.sortFields)[number],
  typeof memberList.filters
>;

/**
 * The list's filters: role, status and tag, each kept in the URL; the date they were added from,
 * which a link brings (the dashboard's new members), shown while it applies and removed with a click.
 */
export function MemberFilters({
  list,
  tags,
}: {
  list: MemberListController;
  tags: readonly StoredTag[];
}) {
  const { t } = useTranslation('members');
  const { filters } = list.state;
  return (
    <>
      <FilterSelect
        label={t('list.filters.role')}
        value={filters.role ?? ''}
        onChange={(value) =>
          list.setFilter(
            'role',
            roles.find((role) => role === value),
          )
        }
      >
        <option value="">{t('list.filters.allRoles')}</option>
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(roleKey(role))}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('list.filters.status')}
        value={filters.status ?? ''}
        onChange={(value) =>
          list.setFilter(
            'status',
            memberStatuses.find((status) => status === value),
          )
        }
      >
        <option value="">{t('list.filters.allStatuses')}</option>
        {memberStatuses.map((status) => (
          <option key={status} value={status}>
            {t(statusKey('member', status))}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('list.filters.tag')}
        value={filters.tagId ?? ''}
        onChange={(value) => list.setFilter('tagId', tags.find((tag) => tag.id === value)?.id)}
      >
        <option value="">{t('list.filters.allTags')}</option>
        {/* A tag filter from a link whose tag is not (yet) loaded still shows as chosen. */}
        {filters.tagId && !tags.some((tag) => tag.id === filters.tagId) && (
          <option value={filters.tagId}>{t('list.filters.unknownTag')}</option>
        )}
        {tags.map((tag) => (
          <option key={tag.id} value={tag.id}>
            {tag.name}
          </option>
        ))}
      </FilterSelect>
      {filters.createdFrom && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => list.setFilter('createdFrom', undefined)}
          aria-label={t('list.filters.removeAddedFrom', {
            date: formatDateTime(filters.createdFrom),
          })}
        >
          {t('list.filters.addedFrom', { date: formatDateTime(filters.createdFrom) })} ✕
        </Button>
      )}
    </>
  );
}
