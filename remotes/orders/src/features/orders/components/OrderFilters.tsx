import { orderTypes } from '@care/contracts/order';
import { useTranslation } from '@care/i18n';
import type { ListStateController } from '@care/platform/list-state';
import { Field, HStack, Input } from '@care/ui';
import { NativeSelect } from '@care/ui/panel';
import { lazy, Suspense } from 'react';
import type { orderList } from '../list/order-list';

// The assistant picker (and the fields bundle it comes with) loads after the list: the list,
// which an operator sees first, stays small.
const AssistantFilter = lazy(() => import('./AssistantFilter'));

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
      <Suspense fallback={<AssistantFilterPlaceholder />}>
        <AssistantFilter
          organizationId={organizationId}
          value={filters.assistantId}
          onChange={(memberId) => list.setFilter('assistantId', memberId)}
        />
      </Suspense>
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

/** The filter's place while its picker loads, so nothing moves when it comes. */
function AssistantFilterPlaceholder() {
  const { t } = useTranslation('orders');
  return (
    <Field.Root width="16rem" disabled>
      <Field.Label textStyle="xs" color="fg.muted">
        {t('list.assistantFilter')}
      </Field.Label>
      <Input size="sm" placeholder={t('list.allAssistants')} readOnly />
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
