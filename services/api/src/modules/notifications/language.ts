/** The languages notifications are stored in; Polish is the panel's default. */
export const languages = ['pl', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pl';

/** The caller's most preferred supported language from an Accept-Language header. */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return {
        primary: range.split('-')[0]?.toLowerCase() ?? '',
        q: quality ? Number(quality.slice(2)) : 1,
        index,
      };
    })
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranked) {
    const match = languages.find((language) => language === primary);
    if (match) return match;
  }
  return defaultLanguage;
}
