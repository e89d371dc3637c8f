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

/**
 * Every letter a search folds, with the plain letter it becomes: the one table, used by the API's
 * stored and searched text and by lists a browser searches itself. Built by calls marked pure, so
 * a bundle that imports the contracts' index but never searches drops it.
 */
export const foldedLetters: readonly (readonly [letter: string, plain: string])[] =
  /* @__PURE__ */ [polishLetters, otherLetters].flatMap((table) =>
    Object.entries(table).flatMap(([plain, letters]) =>
      [...letters].map((letter) => [letter, plain] as const),
    ),
  );

const plainByLetter = /* @__PURE__ */ new Map<string, string>(foldedLetters);

/**
 * Text as a search in the browser compares it, folded as the API folds it ("Łódź" → "lodz"):
 * the table's letters first, then the marks of any other letter dropped and everything lowered,
 * so a list searched on the page finds what the same words find on the server, and more.
 */
export function foldForSearch(text: string): string {
  return [...text]
    .map((letter) => plainByLetter.get(letter) ?? letter)
    .join('')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}
