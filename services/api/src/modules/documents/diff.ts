import { createTwoFilesPatch } from 'diff';

interface DiffedRevision {
  revision: number;
  body: string;
  updatedAt: Date;
}

/** Markdown bodies are compared line by line; a last line without a newline is still a line. */
const asLines = (body: string) => (body.endsWith('\n') ? body : `${body}\n`);

/**
 * The unified diff of a revision's body against the previous revision's, as `diff -u` or git
 * would write it (`--- revision-1.md`, `+++ revision-2.md`, hunks with three lines of
 * context). Identical bodies give the two file headers and no hunk.
 */
export function unifiedDiff(previous: DiffedRevision, current: DiffedRevision): string {
  return createTwoFilesPatch(
    `revision-${previous.revision}.md`,
    `revision-${current.revision}.md`,
    asLines(previous.body),
    asLines(current.body),
    previous.updatedAt.toISOString(),
    current.updatedAt.toISOString(),
    {
      context: 3,
      headerOptions: { includeIndex: false, includeUnderline: false, includeFileHeaders: true },
    },
  );
}
