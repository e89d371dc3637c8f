import { useTranslation } from '@care/i18n';
import { Button, HStack } from '@care/ui';
import AssistantFilter from '../../../shared/components/AssistantFilter';
import { TypeFilter } from '../../../shared/components/TypeFilter';
import type { ScheduleState } from '../schedule-state';
import { OutpostFilter } from './OutpostFilter';

/**
 * The week to show (one before, the current one, one after) and who, what and which outpost's
 * beneficiaries to show in it.
 */
export function ScheduleFilters({
  organizationId,
  state,
  isCurrentWeek,
  onWeek,
  onChange,
}: {
  organizationId: string;
  state: ScheduleState;
  isCurrentWeek: boolean;
  /** -1, 0 (the current week) or 1. */
  onWeek: (step: -1 | 0 | 1) => void;
  onChange: (patch: Partial<ScheduleState>) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <HStack gap="4" wrap="wrap" align="flex-end" justify="space-between">
      <HStack gap="2" role="group" aria-label={t('schedule.week')}>
        <Button size="sm" variant="outline" onClick={() => onWeek(-1)}>
          {t('schedule.previousWeek')}
        </Button>
        {/* Pressed, not disabled, on the current week: a disabled button would drop the focus. */}
        <Button size="sm" variant="outline" onClick={() => onWeek(0)} aria-pressed={isCurrentWeek}>
          {t('schedule.thisWeek')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onWeek(1)}>
          {t('schedule.nextWeek')}
        </Button>
      </HStack>
      <HStack gap="2" wrap="wrap" align="flex-end">
        <TypeFilter value={state.type} onChange={(type) => onChange({ type })} />
        <OutpostFilter
          organizationId={organizationId}
          value={state.outpostId}
          onChange={(outpostId) => onChange({ outpostId })}
        />
        <AssistantFilter
          organizationId={organizationId}
          value={state.assistantId}
          onChange={(assistantId) => onChange({ assistantId })}
        />
      </HStack>
    </HStack>
  );
}
