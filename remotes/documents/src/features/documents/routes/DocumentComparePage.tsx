import type { Document, DocumentSummary } from '@care/contracts/document';
import { statusKey, useTranslation } from '@care/i18n';
import { useLocation, useNavigate } from '@care/platform/router';
import { Button, EmptyState, Field, Flex, HStack, LoadingState, Stack, Text } from '@care/ui';
import { NativeSelect } from '@care/ui/panel';
import { QueryState } from '@care/ui/page';
import { lazy, Suspense, useId } from 'react';
import { useDocument } from '../api/get-document';
import type { CompareMode } from '../compare/CompareView';

// jsdiff and the views of changes load when a comparison is opened.
const CompareView = lazy(() => import('../compare/CompareView'));

interface QueryLike {
  data?: { items: DocumentSummary[] };
}

/** The two revisions and the view chosen, kept in the URL so a comparison can be linked to. */
function useComparison(document: Document, revisions: readonly DocumentSummary[]) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const known = (id: string | null) => revisions.find((item) => item.id === id);
  // By default: this revision against the one before it (or the first two when this is revision 1).
  const newerDefault = document.previousDocumentId ? document : revisions.at(-2);
  const olderDefault = known(newerDefault?.previousDocumentId ?? null);
  const from = known(params.get('from')) ?? olderDefault;
  const to = known(params.get('to')) ?? newerDefault;
  const mode: CompareMode = params.get('view') === 'inline' ? 'inline' : 'sideBySide';
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    navigate({ pathname, search: `?${next}` }, { replace: true });
  };
  return { from, to, mode, set };
}

/** Any two revisions of the document, compared side by side or inline. */
export function DocumentComparePage({
  organizationId,
  document,
  revisions,
}: {
  organizationId: string;
  document: Document;
  revisions: QueryLike;
}) {
  const { t } = useTranslation('documents');
  const all = revisions.data?.items ?? [];
  const { from, to, mode, set } = useComparison(document, all);
  const olderId = useId();
  const newerId = useId();

  if (!revisions.data) return <LoadingState />;
  if (all.length < 2 || !from || !to) return <EmptyState title={t('compare.onlyOne')} />;

  const select = (id: string, label: string, value: string, key: 'from' | 'to') => (
    <Field.Root width="auto">
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          id={id}
          value={value}
          onChange={(event) => set(key, event.currentTarget.value)}
        >
          {all.map((item) => (
            <option key={item.id} value={item.id}>
              {t('revision', { revision: item.revision })} ·{' '}
              {t(statusKey('document', item.publishState))}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  // Whatever order they were picked in, the older revision is the one changes are made to.
  const [older, newer] = from.revision <= to.revision ? [from, to] : [to, from];
  return (
    <Stack gap="5">
      <Flex gap="4" wrap="wrap" align="flex-end">
        {select(olderId, t('compare.older'), from.id, 'from')}
        {select(newerId, t('compare.newer'), to.id, 'to')}
        <HStack role="group" aria-label={t('compare.mode')} gap="1">
          {(['sideBySide', 'inline'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={mode === option ? 'solid' : 'outline'}
              aria-pressed={mode === option}
              onClick={() => set('view', option === 'inline' ? 'inline' : 'sideBySide')}
            >
              {t(`compare.${option}`)}
            </Button>
          ))}
        </HStack>
      </Flex>
      {older.id === newer.id ? (
        <Text>{t('compare.same')}</Text>
      ) : (
        <Comparison
          organizationId={organizationId}
          olderId={older.id}
          newerId={newer.id}
          mode={mode}
        />
      )}
    </Stack>
  );
}

function Comparison({
  organizationId,
  olderId,
  newerId,
  mode,
}: {
  organizationId: string;
  olderId: string;
  newerId: string;
  mode: CompareMode;
}) {
  const { t } = useTranslation('documents');
  const older = useDocument(organizationId, olderId);
  const newer = useDocument(organizationId, newerId);
  return (
    <QueryState query={older}>
      {(olderDocument) => (
        <QueryState query={newer}>
          {(newerDocument) => (
            <Suspense fallback={<LoadingState label={t('compare.loading')} />}>
              <CompareView older={olderDocument} newer={newerDocument} mode={mode} />
            </Suspense>
          )}
        </QueryState>
      )}
    </QueryState>
  );
}
