import type { AuditEvent } from '@care/contracts/audit';
import { getLanguage } from '@care/i18n';
import { Box, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatAuditValue } from './format-value';
import { useHistoryTranslation } from './i18n';

export type ChangeKind = 'set' | 'changed' | 'cleared';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  kind: ChangeKind;
}

const isBlank = (value: unknown) => value === null || value === undefined;

/** The fields an event changed, in the order the API recorded them. */
export function changesOf(event: AuditEvent): FieldChange[] {
  const fields = [...new Set([...Object.keys(event.after), ...Object.keys(event.before)])];
  return fields.map((field) => {
    const before = event.before[field];
    const after = event.after[field];
    const kind: ChangeKind = isBlank(before) ? 'set' : isBlank(after) ? 'cleared' : 'changed';
    return { field, before, after, kind };
  });
}

export interface AuditChangesProps {
  event: AuditEvent;
  /** A changed field's name, translated, e.g. 'firstName' → 'First name'. */
  fieldLabel: (field: string, event: AuditEvent) => string;
  /**
   * A field's value as the reader should see it (a status's label, a tag's name); undefined
   * keeps the default: '(empty)', yes/no, dates as the panel writes them.
   */
  formatValue?: (field: string, value: unknown, event: AuditEvent) => ReactNode | undefined;
}

/**
 * An event's changed fields, each "name: before → after" (the arrow read as "changed to"). Values
 * that were all empty before (a created record) show once, without from → to; a value that went
 * or changed shows both, so a removal never reads as an addition.
 */
export function AuditChanges({ event, fieldLabel, formatValue }: AuditChangesProps) {
  const { t } = useHistoryTranslation();
  const language = getLanguage();
  const changes = changesOf(event);
  if (changes.length === 0) return null;
  const onlySet = changes.every((change) => change.kind === 'set');
  const shown = (field: string, value: unknown) =>
    formatValue?.(field, value, event) ?? formatAuditValue(value, language, t);
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns="max-content 1fr"
      columnGap="3"
      rowGap="0.5"
      textStyle="sm"
    >
      {changes.map((change) => (
        <Box display="contents" key={change.field}>
          <Text as="dt" color="fg.muted">
            {fieldLabel(change.field, event)}
          </Text>
          <Text as="dd" overflowWrap="anywhere">
            {onlySet ? (
              shown(change.field, change.after)
            ) : (
              <>
                <chakra.span color="fg.muted">{shown(change.field, change.before)}</chakra.span>
                <chakra.span aria-hidden="true" mx="1.5">
                  →
                </chakra.span>
                <VisuallyHidden> {t('changedTo')} </VisuallyHidden>
                {shown(change.field, change.after)}
              </>
            )}
          </Text>
        </Box>
      ))}
    </chakra.dl>
  );
}
