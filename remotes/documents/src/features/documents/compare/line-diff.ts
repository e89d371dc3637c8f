import { diffLines } from 'diff';

export type LineKind = 'added' | 'removed' | 'unchanged';

export interface DiffLine {
  kind: LineKind;
  text: string;
}

/** A row of the side-by-side view: the older line on the left, the newer on the right. */
export interface SideBySideRow {
  left: DiffLine | null;
  right: DiffLine | null;
}

export interface LineDiff {
  /** Every line in reading order, removals before the additions that replace them. */
  lines: DiffLine[];
  rows: SideBySideRow[];
  added: number;
  removed: number;
}

/** A last line without its newline is still the same line as one with it. */
const endLine = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

const splitLines = (value: string) => {
  const lines = value.split('\n');
  // The text after the last newline is a line only when it is not empty.
  if (lines.at(-1) === '') lines.pop();
  return lines;
};

/**
 * The line-by-line difference of two Markdown texts (jsdiff), for the inline view and for a
 * side-by-side view whose rows line up: unchanged lines face each other, removed lines face
 * the added lines that replaced them, one for one, and a blank faces the rest.
 */
export function lineDiff(older: string, newer: string): LineDiff {
  const lines: DiffLine[] = [];
  const rows: SideBySideRow[] = [];
  let added = 0;
  let removed = 0;
  let waitingRemovals: DiffLine[] = [];

  const flushRemovals = (additions: DiffLine[]) => {
    const count = Math.max(waitingRemovals.length, additions.length);
    for (let index = 0; index < count; index += 1)
      rows.push({ left: waitingRemovals[index] ?? null, right: additions[index] ?? null });
    waitingRemovals = [];
  };

  for (const change of diffLines(endLine(older), endLine(newer))) {
    const kind: LineKind = change.added ? 'added' : change.removed ? 'removed' : 'unchanged';
    const changed = splitLines(change.value).map((text) => ({ kind, text }));
    lines.push(...changed);
    if (kind === 'removed') {
      removed += changed.length;
      waitingRemovals.push(...changed);
    } else if (kind === 'added') {
      added += changed.length;
      flushRemovals(changed);
    } else {
      flushRemovals([]);
      for (const line of changed) rows.push({ left: line, right: line });
    }
  }
  flushRemovals([]);
  return { lines, rows, added, removed };
}
