import type { AssistantCandidate } from '@care/contracts/assistant-candidate';
import type { Order } from '@care/contracts/order';
import { useTranslation } from '@care/i18n';
import { chakra } from '@care/ui';
import type { ComboboxOption } from '@care/ui/fields';
import { TagBadge } from '@care/ui/panel';
import { useMemo, useState } from 'react';
import { useAssistantCandidates } from '../api/list-assistant-candidates';

/**
 * What the order's assistant picker needs, spread into `ComboboxField`: the assistants it may
 * be given to, searched by the API as the operator types, the lightest day first, each with
 * their tags, how many open orders they have (and how many on the order's day) and which of
 * those overlap the order's hours.
 */
export function useCandidatePicker(organizationId: string, order: Order) {
  const { t } = useTranslation('orders');
  const [search, setSearch] = useState('');
  const candidates = useAssistantCandidates(organizationId, order.id, search);
  const items = candidates.data?.items;
  const dated = order.preferredDate !== null;
  const options = useMemo<ComboboxOption[]>(
    () =>
      (items ?? []).map((candidate) => ({
        value: candidate.memberId,
        label: `${candidate.firstName} ${candidate.lastName}`,
        description: [
          t('assistants.openOrders', { count: candidate.openOrders }),
          // An order without a date has no day to compare.
          ...(dated ? [t('assistants.sameDayOrders', { count: candidate.sameDayOrders })] : []),
        ].join(' · '),
        details: <CandidateDetails candidate={candidate} />,
      })),
    [items, dated, t],
  );
  return {
    options,
    onSearch: setSearch,
    loading: candidates.isFetching,
    failed: candidates.isError,
    retry: () => void candidates.refetch(),
  };
}

function CandidateDetails({ candidate }: { candidate: AssistantCandidate }) {
  const { t } = useTranslation('orders');
  const { tags, overlaps } = candidate;
  if (tags.length === 0 && overlaps.length === 0) return null;
  return (
    <>
      {tags.length > 0 && (
        <chakra.span display="flex" flexWrap="wrap" gap="1" mt="1">
          {tags.map((tag) => (
            <TagBadge key={tag.id} tag={tag} size="sm" />
          ))}
        </chakra.span>
      )}
      {overlaps.length > 0 && (
        <chakra.span display="block" mt="1" textStyle="xs" color="fg.warning">
          {t('assistants.overlaps', {
            count: overlaps.length,
            numbers: overlaps.map((overlap) => overlap.number),
          })}
        </chakra.span>
      )}
    </>
  );
}
