/**
 * `@care/ui/history`: a record's history from the audit trail. An entry point of its
 * own, loaded by the detail pages that show it, not by the shell's first render.
 *
 * What `@care/ui` or `@care/ui/panel` already ship is imported through those names, not
 * by relative path: a relative import would bundle a second copy into this entry's chunk,
 * which a remote opening it downloads again though the panel has it loaded.
 */
export { HistoryTimeline } from './HistoryTimeline';
export type { HistoryTimelineProps } from './HistoryTimeline';
export { AuditChanges, changesOf } from './AuditChanges';
export type { AuditChangesProps, FieldChange } from './AuditChanges';
