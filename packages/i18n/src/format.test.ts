import {
  dateFormatPattern,
  firstDayOfWeek,
  formatDate,
  formatDateTime,
  formatRelativeTime,
} from './format';
import { initI18n, setLanguage } from './i18n';

const now = new Date('2025-03-05T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('relative time', () => {
  it.each([
    [minutesAgo(5), 'en', '5 minutes ago'],
    [minutesAgo(5), 'pl', '5 minut temu'],
    [minutesAgo(0), 'en', 'now'],
    [minutesAgo(90), 'en', '2 hours ago'],
    [minutesAgo(24 * 60), 'en', 'yesterday'],
    [minutesAgo(24 * 60), 'pl', 'wczoraj'],
    [minutesAgo(-3 * 24 * 60), 'en', 'in 3 days'],
    [minutesAgo(400 * 24 * 60), 'en', 'last year'],
  ] as const)('%s in %s reads "%s"', (date, language, text) => {
    expect(formatRelativeTime(date, language, now)).toBe(text);
  });

  it('accepts the API’s ISO strings', () => {
    expect(formatRelativeTime('2025-03-05T11:58:00Z', 'en', now)).toBe('2 minutes ago');
  });
});

describe('dates', () => {
  it('shows Polish dates as dd.mm.yy and English ones as mm/dd/yy', () => {
    expect(formatDate(now, 'pl')).toBe('05.03.25');
    expect(formatDate(now, 'en')).toBe('03/05/25');
  });

  it('writes a moment with its time of day in the language’s own way', () => {
    const afternoon = new Date(2025, 2, 5, 14, 30);
    expect(formatDateTime(afternoon, 'pl')).toBe('05.03.25, 14:30');
    expect(formatDateTime(afternoon, 'en')).toMatch(/^03\/05\/25, 2:30\sPM$/);
  });

  it('tells date pickers the same patterns that formatDate writes', () => {
    expect(dateFormatPattern('pl')).toBe('dd.mm.yy');
    expect(dateFormatPattern('en')).toBe('mm/dd/yy');
    const december31 = new Date(2024, 11, 31);
    expect(formatDate(december31, 'pl')).toBe('31.12.24');
    expect(formatDate(december31, 'en')).toBe('12/31/24');
  });

  it('starts the week on Monday in Polish and on Sunday in English', () => {
    expect(firstDayOfWeek('pl')).toBe(1);
    expect(firstDayOfWeek('en')).toBe(0);
  });
});

describe('formatters kept per language', () => {
  afterEach(() => jest.restoreAllMocks());

  const afternoon = new Date(2025, 2, 5, 14, 30);

  /** Counts the Intl formatters made from now on; each is still the real one. */
  function countFormattersMade() {
    const { DateTimeFormat, RelativeTimeFormat } = Intl;
    const dateTimeFormats = jest
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation((...args) => new DateTimeFormat(...args));
    const relativeTimeFormats = jest
      .spyOn(Intl, 'RelativeTimeFormat')
      .mockImplementation((...args) => new RelativeTimeFormat(...args));
    return {
      dateTimeFormats,
      relativeTimeFormats,
      all: () => dateTimeFormats.mock.calls.length + relativeTimeFormats.mock.calls.length,
    };
  }

  it('makes each formatter once per language, however often it writes', async () => {
    const { dateTimeFormats, relativeTimeFormats } = countFormattersMade();
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./format');
      for (let round = 0; round < 20; round += 1) {
        expect(fresh.formatDateTime(afternoon, 'pl')).toBe('05.03.25, 14:30');
        expect(fresh.formatDateTime(afternoon, 'en')).toMatch(/^03\/05\/25, 2:30\sPM$/);
        expect(fresh.formatRelativeTime(minutesAgo(5), 'pl', now)).toBe('5 minut temu');
        expect(fresh.formatRelativeTime(minutesAgo(5), 'en', now)).toBe('5 minutes ago');
      }
    });
    // A date and a time of day, in each of the two languages.
    expect(dateTimeFormats).toHaveBeenCalledTimes(4);
    expect(relativeTimeFormats).toHaveBeenCalledTimes(2);
  });

  it('leaves none to make when a date is first shown, once made ahead', async () => {
    const made = countFormattersMade();
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./format');
      fresh.prepareFormatters('pl');
      // A relative time, a date and a time of day.
      expect(made.all()).toBe(3);

      expect(fresh.formatRelativeTime(minutesAgo(5), 'pl', now)).toBe('5 minut temu');
      expect(fresh.formatDateTime(afternoon, 'pl')).toBe('05.03.25, 14:30');
      expect(made.all()).toBe(3);
    });
  });

  it('writes in the UI language when none is given, and follows a switch', async () => {
    initI18n();
    await setLanguage('pl');
    expect(formatDate(now)).toBe('05.03.25');
    expect(formatRelativeTime(minutesAgo(24 * 60), undefined, now)).toBe('wczoraj');
    await setLanguage('en');
    expect(formatDate(now)).toBe('03/05/25');
    expect(formatDateTime(afternoon)).toMatch(/^03\/05\/25, 2:30\sPM$/);
    expect(formatRelativeTime(minutesAgo(24 * 60), undefined, now)).toBe('yesterday');
    await setLanguage('pl');
    expect(formatDate(now)).toBe('05.03.25');
    expect(formatDateTime(afternoon)).toBe('05.03.25, 14:30');
  });
});
