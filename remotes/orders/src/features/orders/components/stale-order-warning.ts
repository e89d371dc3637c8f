import { useTranslation } from '@care/i18n';
import { useMemo } from 'react';
import { STALE_ORDER_STATUSES } from './stale-order';

/** What a confirmed action says when the order moved on meanwhile (ConfirmAction's `stale`). */
export function useStaleOrderWarning() {
  const { t } = useTranslation('orders');
  return useMemo(
    () => ({
      title: t('stale.title'),
      description: t('stale.description'),
      statuses: STALE_ORDER_STATUSES,
    }),
    [t],
  );
}
