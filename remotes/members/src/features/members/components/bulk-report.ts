import type { MemberBulkResult } from '@care/contracts/member';
import { i18n } from '@care/i18n';
import { toaster } from '@care/ui';

const t = (key: string, options?: Record<string, unknown>) =>
  i18n.t(key, { ns: 'members', ...options });

/**
 * Says how a bulk action went: one success toast when every member was changed, else how many
 * were and, for each one refused, its name and the reason the API gave.
 */
export function reportBulkResult(
  { results }: MemberBulkResult,
  nameOf: (id: string) => string | undefined,
  texts: { done: string; partial: string } = { done: 'bulk.done', partial: 'bulk.partial' },
): void {
  const refused = results.filter((result) => result.status >= 300);
  if (refused.length === 0) {
    toaster.success({ title: t(texts.done, { count: results.length }) });
    return;
  }
  toaster.warning({
    title: t(texts.partial, { done: results.length - refused.length, total: results.length }),
    description: refused
      .map(({ id, status, problem }) =>
        t('bulk.refused', {
          name: nameOf(id) ?? id,
          reason: problem?.detail ?? problem?.title ?? String(status),
          interpolation: { escapeValue: false },
        }),
      )
      .join('\n'),
  });
}
