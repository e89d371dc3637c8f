import { foldedLetters } from '@care/contracts';
import { type SQL, sql } from 'drizzle-orm';

const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);
const foldFrom = literal(foldedLetters.map(([letter]) => letter).join(''));
const foldTo = literal(foldedLetters.map(([, plain]) => plain).join(''));

/**
 * Text as a search compares and a name list sorts it: diacritics dropped, then lower case
 * ("Łódź" → "lodz"). The one folding of the API: members' generated `search_text`, the name-order
 * indexes, the `member_search_names` trigger and every search's own words use it, so a letter
 * folds the same wherever it is written or looked for (a new letter needs a migration that
 * re-folds what is stored; see 0009). translate() runs first because lower() leaves letters
 * beyond ASCII alone under the C locale. Built-in, immutable functions only, so a generated
 * column and an index can hold it, on PostgreSQL and PGlite alike without an extension. Folding
 * row by row is costly (PGlite: ~15 µs a name), so stored text is folded once, when it is
 * written, and a search folds only its own words.
 */
export function folded(text: SQL): SQL<string> {
  return sql<string>`lower(translate(${text}, ${foldFrom}, ${foldTo}))`;
}

/** A user's word as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
