import { useTranslation } from '@care/i18n';
import { FilterSelect } from '@care/ui/panel';
import { useOutposts } from '../api/list-outposts';

/**
 * The orders of the beneficiaries one outpost looks after, or every outpost's. The one in the
 * address stays chosen while the outposts load, so a shared link does not flicker to "all".
 */
export function OutpostFilter({
  organizationId,
  value,
  onChange,
}: {
  organizationId: string;
  value: string | undefined;
  onChange: (outpostId: string | undefined) => void;
}) {
  const { t } = useTranslation('orders');
  const outposts = useOutposts(organizationId);
  const options = outposts.data ?? [];
  return (
    <FilterSelect
      label={t('schedule.outpostFilter')}
      value={value ?? ''}
      onChange={(chosen) => onChange(chosen || undefined)}
    >
      <option value="">{t('schedule.allOutposts')}</option>
      {value && !options.some(({ id }) => id === value) && (
        <option value={value} disabled>
          {outposts.isPending ? t('schedule.outpostLoading') : t('schedule.outpostGone')}
        </option>
      )}
      {options.map(({ id, name }) => (
        <option key={id} value={id}>
          {name}
        </option>
      ))}
    </FilterSelect>
  );
}
