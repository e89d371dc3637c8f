import { type SQL, sql } from 'drizzle-orm';

// Letters with diacritics (Polish first, then the other Latin ones names bring) and the plain
// letter each one is searched as. Upper case too, so the folding never depends on how a
// database's collation lowers letters beyond ASCII.
const accented =
  'ąćęłńóśźżĄĆĘŁŃÓŚŹŻàáâãäåèéêëìíîïòôõöùúûüýÿçñčďěňřšťůžÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÔÕÖÙÚÛÜÝÇÑČĎĚŇŘŠŤŮŽ';
const plain = [...accented]
  .map((letter) =>
    letter === 'ł' || letter === 'Ł'
      ? 'l'
      : letter
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
  )
  .join('');

const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

/**
 * Text as a search compares it: lower case, diacritics dropped ("Łódź" → "lodz"). Built-in,
 * immutable functions only, so it runs the same on PostgreSQL and PGlite without an extension.
 * Folding is costly row by row (PGlite: ~15 µs a name), so stored text is folded once, when it
 * is written (members' names: `member_search_names`), and a search folds only its own words.
 */
export function folded(text: SQL): SQL<string> {
  return sql<string>`translate(lower(${text}), ${literal(accented)}, ${literal(plain)})`;
}

/** A user's word as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
