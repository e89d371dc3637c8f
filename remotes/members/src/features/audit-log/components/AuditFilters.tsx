import { auditEntities } from '@care/contracts/audit';
import { useTranslation } from '@care/i18n';
import type { ListStateController } from '@care/platform/list-state';
import { DayFilter } from '@care/ui/fields';
import { FilterSelect } from '@care/ui/panel';
import { useMembers } from '../../members/api/list-members';
import { memberName } from '../../members/components/member-columns';
import type { auditList } from '../list/audit-list';
import en from '../i18n/en.json';

type AuditListController = ListStateController<'at', typeof auditList.filters>;

/** The actions the filter offers: those the log has words for. */
const actions = Object.keys(en.auditLog.actions);

/** The operators the person filter offers (an organization has a handful, never a page more). */
const operatorsQuery = { role: 'OPERATOR', limit: 100, sort: 'lastName' } as const;

/** The log's filters: who, what kind of record, which action and the days, each kept in the URL. */
export function AuditFilters({
  organizationId,
  list,
}: {
  organizationId: string;
  list: AuditListController;
}) {
  const { t } = useTranslation('members');
  const { filters } = list.state;
  const operators = useMembers(organizationId, operatorsQuery).data?.items ?? [];
  return (
    <>
      <FilterSelect
        label={t('auditLog.filters.actor')}
        value={filters.actorMemberId ?? ''}
        onChange={(value) =>
          list.setFilter(
            'actorMemberId',
            value === ''
              ? undefined
              : (operators.find((member) => member.id === value)?.id ?? value),
          )
        }
      >
        <option value="">{t('auditLog.filters.allActors')}</option>
        {filters.actorMemberId &&
          !operators.some((member) => member.id === filters.actorMemberId) && (
            <option value={filters.actorMemberId}>{t('auditLog.filters.actor')}</option>
          )}
        {operators.map((member) => (
          <option key={member.id} value={member.id}>
            {memberName(member)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('auditLog.filters.entity')}
        value={filters.entity ?? ''}
        onChange={(value) =>
          list.setFilter(
            'entity',
            auditEntities.find((entity) => entity === value),
          )
        }
      >
        <option value="">{t('auditLog.filters.allEntities')}</option>
        {auditEntities.map((entity) => (
          <option key={entity} value={entity}>
            {t(`auditLog.entities.${entity}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('auditLog.filters.action')}
        value={filters.action ?? ''}
        onChange={(value) =>
          list.setFilter(
            'action',
            actions.find((action) => action === value),
          )
        }
      >
        <option value="">{t('auditLog.filters.allActions')}</option>
        {filters.action && !actions.includes(filters.action) && (
          <option value={filters.action}>{filters.action}</option>
        )}
        {actions.map((action) => (
          <option key={action} value={action}>
            {t(`auditLog.actions.${action}`)}
          </option>
        ))}
      </FilterSelect>
      <DayFilter
        label={t('auditLog.filters.from')}
        value={filters.from}
        max={filters.to}
        onChange={(day) => list.setFilter('from', day)}
      />
      <DayFilter
        label={t('auditLog.filters.to')}
        value={filters.to}
        min={filters.from}
        onChange={(day) => list.setFilter('to', day)}
      />
    </>
  );
}
