import { useStatusLabel, useTranslation } from '@care/i18n';
import type { ListStateController } from '@care/platform/list-state';
import { Button, Field, HStack, Input } from '@care/ui';
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import type { orderList } from '../list/order-list';
import { ASSISTANT_FILTER_WIDTH, DAY_FILTER_WIDTH } from '../../../shared/components/filter-widths';
import { TypeFilter } from '../../../shared/components/TypeFilter';

// The assistant and day pickers (and the fields bundle they come with) load after the list: the
// list, which an operator sees first, stays small.
const AssistantFilter = lazy(() => import('../../../shared/components/AssistantFilter'));
const DayFilter = lazy(() => import('./DayFilter'));

type OrderListController = ListStateController<
  (typeof orderList.sortFields)[number],
  typeof orderList.filters
>;

/**
 * The list's narrowing beside the search: the type asked for, an assistant asked to take it,
 * the days it came in, and a toggle for the orders that need attention.
 */
export function OrderFilters({
  organizationId,
  list,
}: {
  organizationId: string;
  list: OrderListController;
}) {
  const { t } = useTranslation('orders');
  const statusLabel = useStatusLabel();
  const { filters } = list.state;
  const { attention } = filters;
  const onlyAttention = attention !== undefined && attention !== 'false';
  // One reason, as the dashboard's figure of it links here: the toggle names it, and a click
  // drops the narrowing whole.
  const reason =
    attention === undefined || attention === 'false' || attention === 'true'
      ? undefined
      : attention;
  // The pickers come in a background render after the one that draws the list's first rows: each
  // is a state machine with its own popup, and drawn with the rows they held them back.
  const pickersShown = useDeferredValue(true, false);
  return (
    <HStack gap="2" wrap="wrap" align="flex-end">
      <TypeFilter value={filters.type} onChange={(type) => list.setFilter('type', type)} />
      <PickerSlot
        shown={pickersShown}
        label={t('list.assistantFilter')}
        width={ASSISTANT_FILTER_WIDTH}
        placeholder={t('list.allAssistants')}
      >
        <AssistantFilter
          organizationId={organizationId}
          value={filters.assistantId}
          onChange={(memberId) => list.setFilter('assistantId', memberId)}
        />
      </PickerSlot>
      <PickerSlot shown={pickersShown} label={t('list.createdFrom')} width={DAY_FILTER_WIDTH}>
        <DayFilter
          label={t('list.createdFrom')}
          value={filters.createdFrom}
          max={filters.createdTo}
          onChange={(day) => list.setFilter('createdFrom', day)}
        />
      </PickerSlot>
      <PickerSlot shown={pickersShown} label={t('list.createdTo')} width={DAY_FILTER_WIDTH}>
        <DayFilter
          label={t('list.createdTo')}
          value={filters.createdTo}
          min={filters.createdFrom}
          onChange={(day) => list.setFilter('createdTo', day)}
        />
      </PickerSlot>
      <Button
        size="sm"
        variant={onlyAttention ? 'solid' : 'outline'}
        colorPalette={onlyAttention ? 'orange' : undefined}
        aria-pressed={onlyAttention}
        onClick={() => list.setFilter('attention', onlyAttention ? undefined : 'true')}
      >
        {reason
          ? `${t('list.attentionFilter')}: ${statusLabel('attention', reason)}`
          : t('list.attentionFilter')}
      </Button>
    </HStack>
  );
}

/**
 * A picker once it is shown and its code has come; until then a disabled box of its size under
 * its label, so nothing moves when it comes.
 */
function PickerSlot({
  shown,
  label,
  width,
  placeholder,
  children,
}: {
  shown: boolean;
  label: string;
  width: string;
  placeholder?: string;
  children: ReactNode;
}) {
  const holder = (
    <Field.Root width={width} disabled>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input size="sm" placeholder={placeholder} readOnly />
    </Field.Root>
  );
  return shown ? <Suspense fallback={holder}>{children}</Suspense> : holder;
}
