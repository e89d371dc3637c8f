import { formatAxisDay, formatDay } from './day-format';

const twoDigits = { day: '2-digit', month: '2-digit', year: '2-digit' } as const;

describe('day format', () => {
  it('writes a calendar day the panel’s way in each language', () => {
    expect(formatDay('2026-11-03', 'pl')).toBe('03.11.26');
    expect(formatDay('2026-11-03', 'en')).toBe('11/03/26');
    expect(formatAxisDay('2026-11-03', 'en')).toBe('Nov 3');
  });

  it('keeps the day whatever the time zone would make of midnight', () => {
    expect(formatDay('2026-01-01', 'pl')).toBe('01.01.26');
    expect(formatDay('2026-12-31', 'en')).toBe('12/31/26');
  });
});

describe('a day of the figures', () => {
  it('reads as the browser’s own date format writes it in each language, every day of a century', () => {
    const written = {
      pl: new Intl.DateTimeFormat('pl-PL', { ...twoDigits, timeZone: 'UTC' }),
      en: new Intl.DateTimeFormat('en-US', { ...twoDigits, timeZone: 'UTC' }),
    };
    const mismatches: string[] = [];
    const dayMs = 24 * 60 * 60 * 1000;
    for (let at = Date.UTC(2000, 0, 1); at <= Date.UTC(2099, 11, 31); at += dayMs) {
      const day = new Date(at).toISOString().slice(0, 10);
      for (const language of ['pl', 'en'] as const) {
        const expected = written[language].format(new Date(at));
        if (formatDay(day, language) !== expected) mismatches.push(`${day} ${language}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
