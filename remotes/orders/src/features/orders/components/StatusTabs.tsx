import { type OrderCounts, type OrderStatus, orderStatuses } from '@care/contracts/order';
import { useStatusLabel, useTranslation } from '@care/i18n';
import { Badge, Button, HStack } from '@care/ui';

export interface StatusTabsProps {
  /** The tab in view; undefined for all statuses. */
  status: OrderStatus | undefined;
  /** How many orders of each status the rest of the filter finds; undefined until known. */
  counts: OrderCounts | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}

/**
 * One tab per status and one for all, each with how many orders it holds under the current
 * search and filters. The tabs narrow the one list below them, so they are toggle buttons
 * (the one pressed is the list in view) rather than tabs with panels of their own.
 */
export function StatusTabs({ status, counts, onChange }: StatusTabsProps) {
  const { t } = useTranslation('orders');
  const statusLabel = useStatusLabel();
  const total = counts && orderStatuses.reduce((sum, each) => sum + counts[each], 0);
  const tabs: { value: OrderStatus | undefined; label: string; count: number | undefined }[] = [
    { value: undefined, label: t('list.allStatuses'), count: total },
    ...orderStatuses.map((each) => ({
      value: each,
      label: statusLabel('order', each),
      count: counts?.[each],
    })),
  ];
  return (
    <HStack role="group" aria-label={t('list.statusTabs')} gap="1" wrap="wrap">
      {tabs.map(({ value, label, count }) => {
        const pressed = value === status;
        return (
          <Button
            key={value ?? 'all'}
            size="sm"
            variant={pressed ? 'subtle' : 'ghost'}
            aria-pressed={pressed}
            onClick={() => onChange(value)}
          >
            {label}
            {count !== undefined && (
              <Badge size="sm" variant={pressed ? 'solid' : 'outline'} ms="1">
                {count}
              </Badge>
            )}
          </Button>
        );
      })}
    </HStack>
  );
}
