/**
 * What a search of the orders list asks for: an order number (`Z-2026-0042`, `2026-42` that
 * year, `42` or `0042` any year), or else words that must each occur in the beneficiary's
 * first or last name.
 */
export type OrderSearch =
  { number: { sequence: number; year?: number }; words: [] } | { number: null; words: string[] };

const numberPattern = /^(?:z[\s-]?)?(?:(\d{4})[\s/-])?0*(\d{1,9})$/i;
const maxWords = 5;

export function parseOrderSearch(term: string | undefined): OrderSearch | null {
  const trimmed = term?.trim() ?? '';
  if (trimmed === '') return null;
  const match = numberPattern.exec(trimmed);
  const sequence = match ? Number(match[2]) : 0;
  // A name has no digits: what reads as a number is looked up as one.
  if (sequence > 0)
    return { number: { sequence, ...(match?.[1] ? { year: Number(match[1]) } : {}) }, words: [] };
  return { number: null, words: trimmed.split(/\s+/).slice(0, maxWords) };
}
