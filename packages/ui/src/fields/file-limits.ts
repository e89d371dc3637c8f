import { localeConventions, type Language } from '@care/i18n';

/** Accepted files as MIME type → its extensions, e.g. `{ 'image/png': ['.png'] }`. */
export type AcceptedFileTypes = Readonly<Record<string, readonly string[]>>;

const KB = 1024;
const MB = 1024 * KB;

/** '2 MB', '350 kB', '2,5 MB' in the language's way of writing numbers. */
export function formatFileSize(bytes: number, language: Language): string {
  const [value, unit] = bytes >= MB ? [bytes / MB, 'megabyte'] : [bytes / KB, 'kilobyte'];
  return new Intl.NumberFormat(localeConventions[language].locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** 'PNG, JPG or SVG' / 'PNG, JPG lub SVG': the accepted extensions, as a reader says them. */
export function describeFileTypes(accept: AcceptedFileTypes, language: Language): string {
  const names = [
    ...new Set(
      Object.values(accept)
        .flat()
        .map((extension) => extension.replace(/^\./, '').toUpperCase()),
    ),
  ];
  return new Intl.ListFormat(localeConventions[language].locale, {
    type: 'disjunction',
  }).format(names);
}
