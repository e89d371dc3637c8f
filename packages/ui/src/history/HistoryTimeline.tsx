import type { AuditEvent } from '@care/contracts/audit';
import { isErasedPerson } from '@care/contracts/enums';
import { formatDateTime, formatRelativeTime, getLanguage } from '@care/i18n';
import { Box, Timeline, chakra } from '@chakra-ui/react';
import { timelineSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { LuHistory, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { EmptyState, LoadingState } from '@care/ui';
import { AuditChanges, changesOf, type FieldChange } from './AuditChanges';
import { useHistoryTranslation } from './i18n';

export interface HistoryTimelineProps {
  /** The record's events, newest first as the audit endpoint answers; undefined while loading. */
  events: readonly AuditEvent[] | undefined;
  /**
   * What happened and who did it, translated as one line, e.g. 'member.created' →
   * 'Olga Operator added the member'. `who` is the actor's full name, 'Data erased' when the
   * organization erased their data, or 'System'. The line is
   * the language's own: Polish says 'Członek dodany przez: Olga Operator', which needs no
   * grammatical gender of a person the panel does not know.
   */
  actionLabel: (event: AuditEvent, who: string) => string;
  /** A changed field's name, translated, e.g. 'firstName' → 'First name'. */
  fieldLabel: (field: string, event: AuditEvent) => string;
  /**
   * A field's value as the reader should see it (a status's label, a tag's name); return
   * undefined to keep the default: '(empty)', yes/no, dates as the panel writes them.
   */
  formatValue?: (field: string, value: unknown, event: AuditEvent) => ReactNode | undefined;
  /** Under the list, e.g. a button that loads older events. */
  footer?: ReactNode;
}

/** A created record has every `before` empty, a deleted one every `after`. */
function eventIcon(changes: FieldChange[]) {
  if (changes.length > 0 && changes.every((change) => change.kind === 'set')) return <LuPlus />;
  if (changes.length > 0 && changes.every((change) => change.kind === 'cleared')) {
    return <LuTrash2 />;
  }
  return <LuPencil />;
}

/**
 * A record's history from the audit trail: for each change who made it (their full name,
 * 'Data erased' or 'System'), what they did, each field from → to, and when (relative, the exact moment
 * on hover and for screen readers). Member details and order details show it.
 */
export function HistoryTimeline({
  events,
  actionLabel,
  fieldLabel,
  formatValue,
  footer,
}: HistoryTimelineProps) {
  const { t } = useHistoryTranslation();
  const language = getLanguage();

  if (events === undefined) return <LoadingState label={t('loading')} />;
  if (events.length === 0) return <EmptyState icon={<LuHistory />} title={t('empty')} />;

  return (
    <Box>
      <Timeline.Root recipe={timelineSlotRecipe} as="ol" size="sm">
        {events.map((event) => {
          const changes = changesOf(event);
          const who = !event.actor
            ? t('system')
            : isErasedPerson(event.actor)
              ? t('common:erasedPerson')
              : `${event.actor.firstName} ${event.actor.lastName}`;
          const line = actionLabel(event, who);
          const whoAt = line.indexOf(who);
          return (
            <Timeline.Item as="li" key={event.id}>
              <Timeline.Connector>
                <Timeline.Separator />
                <Timeline.Indicator aria-hidden="true">{eventIcon(changes)}</Timeline.Indicator>
              </Timeline.Connector>
              <Timeline.Content gap="1.5">
                <Timeline.Title display="block">
                  {/* The name stands out wherever the language puts it in the line. */}
                  {whoAt < 0 ? (
                    line
                  ) : (
                    <>
                      {line.slice(0, whoAt)}
                      <chakra.span fontWeight="semibold">{who}</chakra.span>
                      {line.slice(whoAt + who.length)}
                    </>
                  )}
                  <chakra.span color="fg.muted" fontWeight="normal">
                    {' · '}
                    <time dateTime={event.at} title={formatDateTime(event.at, language)}>
                      {formatRelativeTime(event.at, language)}
                    </time>
                  </chakra.span>
                </Timeline.Title>
                <AuditChanges event={event} fieldLabel={fieldLabel} formatValue={formatValue} />
              </Timeline.Content>
            </Timeline.Item>
          );
        })}
      </Timeline.Root>
      {footer}
    </Box>
  );
}
