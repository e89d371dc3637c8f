import { documentLimits, type DocumentWrite, documentWriteSchema } from '@care/contracts/document';
import { formatRelativeTime, useTranslation } from '@care/i18n';
import { Alert, Box, Button, chakra, Flex, Heading, SimpleGrid, Text } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { applyProblemToForm, problemOf, toastProblem } from '@care/ui/page';
import { CheckboxField, TextareaField, useWatch } from '@care/ui/panel';
import {
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { LazyMarkdown } from '../components/LazyMarkdown';
import {
  clearDraft,
  type DraftValues,
  draftStorageKey,
  readDraft,
  sameValues,
  type StoredDraft,
  writeDraft,
} from './draft-storage';

/** Long enough to coalesce a burst of typing, short enough that a reload loses at most a word. */
const KEEP_AFTER_MS = 300;

const empty: DraftValues = { title: '', body: '', needsAcceptance: true };

/** What a save answers: the saved revision. */
export interface SavedRevision {
  id: string;
}

export interface DocumentEditorProps {
  organizationId: string;
  /** The draft being edited, as the API answered it; none for a new document. */
  document?: DraftValues & { id: string; version: number };
  submitLabel: string;
  /** The failure toast's title when the problem is not about one field. */
  errorMessage: string;
  /** Saves the values, based on the version they were edited from (null for a new document). */
  save: (values: DocumentWrite, baseVersion: number | null) => Promise<SavedRevision>;
  /** After a save: the kept draft is gone by then. */
  onSaved: (saved: SavedRevision) => void;
  /** The way out, e.g. a link back. */
  cancel: ReactNode;
}

/**
 * The document editor: title, whether members must accept it, and the Markdown text beside
 * its live preview. What is typed is kept in this browser (per document) until it is saved,
 * so a reload, a crash or a closed tab loses nothing; reopening offers the kept text back.
 */
export default function DocumentEditor({
  organizationId,
  document,
  submitLabel,
  errorMessage,
  save,
  onSaved,
  cancel,
}: DocumentEditorProps) {
  const { t } = useTranslation('documents');
  const key = draftStorageKey(organizationId, document?.id);
  const stored = document ?? null;
  const saved: DraftValues = stored
    ? { title: stored.title, body: stored.body, needsAcceptance: stored.needsAcceptance }
    : empty;
  // Read once, when the editor opens: a kept draft that differs from what is saved is offered back.
  const [restored, setRestored] = useState<StoredDraft | null>(() => {
    const kept = readDraft(key);
    return kept && !sameValues(kept.values, saved) ? kept : null;
  });
  const [baseVersion, setBaseVersion] = useState<number | null>(
    restored ? restored.baseVersion : (stored?.version ?? null),
  );
  const [changedMeanwhile, setChangedMeanwhile] = useState(
    restored !== null && stored !== null && restored.baseVersion !== stored.version,
  );
  const form = useZodForm(documentWriteSchema, { defaultValues: restored?.values ?? saved });
  const { control, watch, reset, formState } = form;

  // The latest of everything the keeping below needs, read when it runs rather than re-subscribed.
  const latest = useRef({ key, saved, baseVersion });
  latest.current = { key, saved, baseVersion };
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const done = useRef(false);

  const keep = useCallback((values: DraftValues) => {
    const { key: storageKey, saved: savedValues, baseVersion: base } = latest.current;
    if (sameValues(values, savedValues)) clearDraft(storageKey);
    else writeDraft(storageKey, { values, baseVersion: base, savedAt: new Date().toISOString() });
  }, []);
  const flush = useCallback(() => {
    if (pending.current === undefined || done.current) return;
    clearTimeout(pending.current);
    pending.current = undefined;
    keep(form.getValues() as DraftValues);
  }, [keep, form]);

  useEffect(() => {
    const subscription = watch((values) => {
      clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        pending.current = undefined;
        if (!done.current) keep(values as DraftValues);
      }, KEEP_AFTER_MS);
    });
    // A reload or a closed tab does not wait for the timer.
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [watch, keep, flush]);

  const discard = () => {
    clearTimeout(pending.current);
    pending.current = undefined;
    clearDraft(key);
    setRestored(null);
    setChangedMeanwhile(false);
    setBaseVersion(stored?.version ?? null);
    reset(saved);
  };

  const submit = form.submit(async (values) => {
    try {
      const result = await save(values, baseVersion);
      done.current = true;
      clearTimeout(pending.current);
      clearDraft(key);
      onSaved(result);
    } catch (error) {
      if (problemOf(error)?.status === 412) {
        setChangedMeanwhile(true);
        return;
      }
      const { leftover } = applyProblemToForm(error, form);
      if (leftover) toastProblem(error, errorMessage);
    }
  });

  const body = useDeferredValue(useWatch({ control, name: 'body' }) ?? '');
  const previewId = useId();

  return (
    <chakra.form onSubmit={submit} noValidate display="flex" flexDirection="column" gap="5">
      {restored && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t('editor.restored', { when: formatRelativeTime(restored.savedAt) })}
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={discard}>
            {t('editor.discard')}
          </Button>
        </Alert.Root>
      )}
      {changedMeanwhile && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('editor.changedMeanwhile')}</Alert.Description>
          </Alert.Content>
          {!restored && (
            <Button size="sm" variant="outline" onClick={discard}>
              {t('editor.discard')}
            </Button>
          )}
        </Alert.Root>
      )}
      <TextField
        control={control}
        name="title"
        label={t('editor.title')}
        required
        maxLength={documentLimits.title.max}
      />
      <CheckboxField control={control} name="needsAcceptance" label={t('editor.needsAcceptance')} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <TextareaField
          control={control}
          name="body"
          label={t('editor.body')}
          helperText={t('editor.bodyHelp')}
          required
          rows={18}
          maxLength={documentLimits.body.max}
        />
        <Box as="section" aria-labelledby={previewId} minW="0">
          <Heading as="h2" size="sm" id={previewId} mb="2">
            {t('editor.preview')}
          </Heading>
          <Box borderWidth="1px" borderRadius="l2" p="4" minH="10rem">
            {body.trim() ? (
              <LazyMarkdown>{body}</LazyMarkdown>
            ) : (
              <Text color="fg.muted">{t('editor.previewEmpty')}</Text>
            )}
          </Box>
        </Box>
      </SimpleGrid>
      <Text textStyle="sm" color="fg.muted">
        {t('editor.savedLocally')}
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button type="submit" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
        {cancel}
      </Flex>
    </chakra.form>
  );
}
