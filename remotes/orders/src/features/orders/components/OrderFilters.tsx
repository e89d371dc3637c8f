import { orderTypes } from '@care/contracts';
import { useTranslation } from '@care/i18n';
import type { ListStateController } from '@care/platform/list-state';
import { Field, HStack, Input } from '@care/ui';
import { ComboboxPicker } from '@care/ui/fields';
import { NativeSelect } from '@care/ui/panel';
import type { orderList } from '../list/order-list';
import { useAssistantPicker } from './assistant-picker';

type OrderListController = ListStateController<
  (typeof orderList.sortFields)[number],
  typeof orderList.filters
>;

/**
 * The list's narrowing beside the search: the type asked for, an assistant asked to take it
 * and the days it came in.
 */
export function OrderFilters({
  organizationId,
  list,
}: {
  organizationId: string;
  list: OrderListController;
}) {
  const { t } = useTranslation('orders');
  const { filters } = list.state;
  return (
    <HStack gap="2" wrap="wrap" align="flex-end">
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t('list.typeFilter')}
          value={filters.type ?? ''}
          onChange={(event) =>
            list.setFilter(
              'type',
              orderTypes.find((type) => type === event.currentTarget.value),
            )
          }
        >
          <option value="">{t('list.allTypes')}</option>
          {orderTypes.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <AssistantFilter
        organizationId={organizationId}
        value={filters.assistantId}
        onChange={(memberId) => list.setFilter('assistantId', memberId)}
      />
      <DayFilter
        label={t('list.createdFrom')}
        value={filters.createdFrom}
        max={filters.createdTo}
        onChange={(day) => list.setFilter('createdFrom', day)}
      />
      <DayFilter
        label={t('list.createdTo')}
        value={filters.createdTo}
        min={filters.createdFrom}
        onChange={(day) => list.setFilter('createdTo', day)}
      />
    </HStack>
  );
}

/** Orders an ACCEPTED assistant was asked to take (and did not decline), picked by name. */
function AssistantFilter({
  organizationId,
  value,
  onChange,
}: {
  organizationId: string;
  value: string | undefined;
  onChange: (memberId: string | undefined) => void;
}) {
  const { t } = useTranslation('orders');
  const picker = useAssistantPicker(organizationId, { chosenId: value, loadOnOpen: true });
  return (
    <Field.Root width="16rem">
      <Field.Label textStyle="xs" color="fg.muted">
        {t('list.assistantFilter')}
      </Field.Label>
      <ComboboxPicker
        {...picker}
        size="sm"
        label={t('list.assistantFilter')}
        placeholder={t('list.allAssistants')}
        value={value ?? ''}
        onChange={(memberId) => onChange(memberId || undefined)}
      />
    </Field.Root>
  );
}

/** A day (YYYY-MM-DD) picked with the browser's own date input; cleared, it filters nothing. */
function DayFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (day: string | undefined) => void;
}) {
  return (
    <Field.Root width="auto">
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input
        type="date"
        size="sm"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      />
    </Field.Root>
  );
}
