import { type SQL, sql } from 'drizzle-orm';

// Each letter with diacritics a search ignores, under the plain letter it is searched and sorted
// as: Polish first (the names this panel holds most), then the other Latin letters names bring.
// Upper case too, so the folding never depends on how a database's collation lowers letters
// beyond ASCII. ł, đ, ħ, ı, ŀ, ø and ŧ are listed by hand: Unicode gives them no plain letter
// to decompose into.
const polishLetters: Record<string, string> = {
  a: 'ąĄ',
  c: 'ćĆ',
  e: 'ęĘ',
  l: 'łŁ',
  n: 'ńŃ',
  o: 'óÓ',
  s: 'śŚ',
  z: 'źżŹŻ',
};
const otherLetters: Record<string, string> = {
  a: 'àáâãäåāăÀÁÂÃÄÅĀĂ',
  c: 'çĉċčÇĈĊČ',
  d: 'ďđĎĐ',
  e: 'èéêëēĕėěÈÉÊËĒĔĖĚ',
  g: 'ĝğġģĜĞĠĢ',
  h: 'ĥħĤĦ',
  i: 'ìíîïĩīĭįıÌÍÎÏĨĪĬĮİ',
  j: 'ĵĴ',
  k: 'ķĶ',
  l: 'ĺļľŀĹĻĽĿ',
  n: 'ñņňÑŅŇ',
  o: 'òôõöøōŏőÒÔÕÖØŌŎŐ',
  r: 'ŕŗřŔŖŘ',
  s: 'ŝşšșŜŞŠȘ',
  t: 'ţťŧțŢŤŦȚ',
  u: 'ùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲ',
  w: 'ŵŴ',
  y: 'ýÿŷÝŸŶ',
  z: 'žŽ',
};

/** Every letter the search folds, with the plain letter it becomes: the one table. */
export const foldedLetters: readonly (readonly [letter: string, plain: string])[] = [
  polishLetters,
  otherLetters,
].flatMap((table) =>
  Object.entries(table).flatMap(([plain, letters]) =>
    [...letters].map((letter) => [letter, plain] as const),
  ),
);

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
