import { dateFormatPattern, type Language } from '@care/i18n';

/**
 * Calendar dates as the panel writes them (Polish dd.mm.yy, English mm/dd/yy) and as a
 * form stores them: ISO `YYYY-MM-DD`, a day with no time or zone, so it never shifts by
 * one across time zones the way a `Date` at midnight does.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const toIso = ({ year, month, day }: DateParts) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isRealDate({ year, month, day }: DateParts): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The parts of an ISO date, if it is a real one. */
export function isoDateParts(value: string): DateParts | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(parts) ? parts : undefined;
}

/** Today in the browser's time zone, as ISO. */
export function todayIso(now: Date = new Date()): string {
  return toIso({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/** `2025-03-05` → `05.03.25` (pl) / `03/05/25` (en); anything else unchanged. */
export function formatIsoDate(value: string, language: Language): string {
  const parts = isoDateParts(value);
  if (!parts) return value;
  return dateFormatPattern(language)
    .replace('dd', pad(parts.day))
    .replace('mm', pad(parts.month))
    .replace('yy', pad(parts.year % 100));
}

export interface ParseDateOptions {
  /** ISO; a two-digit year takes the century that keeps the date within min and max. */
  min?: string;
  max?: string;
  /** ISO; otherwise a two-digit year takes the century nearest to today. */
  today?: string;
}

/**
 * What the user typed, in the language's order (day.month.year in Polish, month/day/year
 * in English), as ISO; undefined when it is no real date. Any of `.`, `/`, `-` or a space
 * separates the parts, and a year may have four digits.
 */
export function parseDateText(
  text: string,
  language: Language,
  { min, max, today = todayIso() }: ParseDateOptions = {},
): string | undefined {
  const parts = text.trim().split(/[./\-\s]+/);
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return undefined;
  const order = dateFormatPattern(language).split(/[^a-z]/);
  const numberOf = (letters: string) => Number(parts[order.indexOf(letters)]);
  const yearText = parts[order.indexOf('yy')] ?? '';
  const day = numberOf('dd');
  const month = numberOf('mm');

  const candidates =
    yearText.length === 4
      ? [Number(yearText)]
      : yearText.length === 2
        ? [1900, 2000, 2100].map((century) => century + Number(yearText))
        : [];
  const dates = candidates
    .map((year) => ({ year, month, day }))
    .filter(isRealDate)
    .map(toIso);
  if (yearText.length === 4) return dates[0];

  const inRange = dates.filter((date) => (!min || date >= min) && (!max || date <= max));
  const pool = inRange.length > 0 ? inRange : dates;
  // Nearest to today; on a tie the past, since most dates a form asks for have happened.
  const distance = (date: string) => Math.abs(Number(date.slice(0, 4)) - Number(today.slice(0, 4)));
  return [...pool].sort((a, b) => distance(a) - distance(b) || (a < b ? -1 : 1))[0];
}
