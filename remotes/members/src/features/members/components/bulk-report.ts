import type { MemberBulkResult } from '@care/contracts/member';
import { i18n } from '@care/i18n';
import { toaster } from '@care/ui';
import { toastWithUndo } from '@care/ui/page';

const t = (key: string, options?: Record<string, unknown>) =>
  i18n.t(key, { ns: 'members', ...options });

type BulkTexts = { done: string; partial: string };

/**
 * Says how a bulk action went: one success toast when every member was changed, else how many
 * were and, for each one refused, its name and the reason the API gave. With `undo`, the toast
 * offers to take the action back, and then says how that went the same way.
 */
export function reportBulkResult(
  { results }: MemberBulkResult,
  nameOf: (id: string) => string | undefined,
  texts: BulkTexts = { done: 'bulk.done', partial: 'bulk.partial' },
  undo?: () => Promise<MemberBulkResult>,
): void {
  const refused = results.filter((result) => result.status >= 300);
  const title =
    refused.length === 0
      ? t(texts.done, { count: results.length })
      : t(texts.partial, { done: results.length - refused.length, total: results.length });
  const description =
    refused.length === 0
      ? undefined
      : refused
          .map(({ id, status, problem }) =>
            t('bulk.refused', {
              name: nameOf(id) ?? id,
              // A member changed since its version was read: the API's words would not say so.
              reason:
                status === 412
                  ? t('bulk.changedSince')
                  : (problem?.detail ?? problem?.title ?? String(status)),
              interpolation: { escapeValue: false },
            }),
          )
          .join('\n');
  const type = refused.length === 0 ? 'success' : 'warning';
  if (undo) {
    toastWithUndo({
      type,
      title,
      description,
      undo,
      onUndone: (undone) =>
        reportBulkResult(undone, nameOf, { done: 'bulk.undone', partial: 'bulk.undonePartial' }),
    });
    return;
  }
  toaster.create({ type, title, description });
}
