import { orderTypes } from '@care/contracts/order';
import { useTranslation } from '@care/i18n';
import type { ListStateController } from '@care/platform/list-state';
import { Field, HStack, Input } from '@care/ui';
import { NativeSelect } from '@care/ui/panel';
import { lazy, Suspense, useDeferredValue } from 'react';
import type { orderList } from '../list/order-list';
import { ASSISTANT_FILTER_WIDTH, DAY_FILTER_WIDTH } from './filter-widths';

// The assistant and day pickers (and the fields bundle they come with) load after the list: the
// list, which an operator sees first, stays small.
const AssistantFilter = lazy(() => import('./AssistantFilter'));
const DayFilter = lazy(() => import('./DayFilter'));

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
  // The pickers come in a background render after the one that draws the list's first rows: each
  // is a state machine with its own popup, and drawn with the rows they held them back.
  const pickersShown = useDeferredValue(true, false);
  const assistantPlaceholder = (
    <FilterPlaceholder
      label={t('list.assistantFilter')}
      width={ASSISTANT_FILTER_WIDTH}
      placeholder={t('list.allAssistants')}
    />
  );
  const createdFromPlaceholder = (
    <FilterPlaceholder label={t('list.createdFrom')} width={DAY_FILTER_WIDTH} />
  );
  const createdToPlaceholder = (
    <FilterPlaceholder label={t('list.createdTo')} width={DAY_FILTER_WIDTH} />
  );
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
      {pickersShown ? (
        <Suspense fallback={assistantPlaceholder}>
          <AssistantFilter
            organizationId={organizationId}
            value={filters.assistantId}
            onChange={(memberId) => list.setFilter('assistantId', memberId)}
          />
        </Suspense>
      ) : (
        assistantPlaceholder
      )}
      {pickersShown ? (
        <Suspense fallback={createdFromPlaceholder}>
          <DayFilter
            label={t('list.createdFrom')}
            value={filters.createdFrom}
            max={filters.createdTo}
            onChange={(day) => list.setFilter('createdFrom', day)}
          />
        </Suspense>
      ) : (
        createdFromPlaceholder
      )}
      {pickersShown ? (
        <Suspense fallback={createdToPlaceholder}>
          <DayFilter
            label={t('list.createdTo')}
            value={filters.createdTo}
            min={filters.createdFrom}
            onChange={(day) => list.setFilter('createdTo', day)}
          />
        </Suspense>
      ) : (
        createdToPlaceholder
      )}
    </HStack>
  );
}

/** A filter's place while its picker loads, so nothing moves when it comes. */
function FilterPlaceholder({
  label,
  width,
  placeholder,
}: {
  label: string;
  width: string;
  placeholder?: string;
}) {
  return (
    <Field.Root width={width} disabled>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input size="sm" placeholder={placeholder} readOnly />
    </Field.Root>
  );
}
