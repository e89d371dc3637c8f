import { formatDate } from '@care/i18n';
import { formatIsoDate, parseDateText, todayIso } from './date-text';

describe('formatIsoDate', () => {
  it('writes dd.mm.yy in Polish and mm/dd/yy in English', () => {
    expect(formatIsoDate('2025-03-05', 'pl')).toBe('05.03.25');
    expect(formatIsoDate('2025-03-05', 'en')).toBe('03/05/25');
    expect(formatIsoDate('1935-12-31', 'pl')).toBe('31.12.35');
  });

  it('agrees with how the panel shows dates elsewhere', () => {
    const day = new Date(2024, 1, 29, 12);
    for (const language of ['pl', 'en'] as const) {
      expect(formatIsoDate('2024-02-29', language)).toBe(formatDate(day, language));
    }
  });

  it('leaves text that is no date as it is', () => {
    expect(formatIsoDate('31.02.25', 'pl')).toBe('31.02.25');
    expect(formatIsoDate('2025-02-30', 'pl')).toBe('2025-02-30');
    expect(formatIsoDate('', 'en')).toBe('');
  });
});

describe('parseDateText', () => {
  const today = '2025-06-15';

  it('reads the day first in Polish and the month first in English', () => {
    expect(parseDateText('05.03.25', 'pl', { today })).toBe('2025-03-05');
    expect(parseDateText('03/05/25', 'en', { today })).toBe('2025-03-05');
  });

  it('takes any usual separator, single digits and four-digit years', () => {
    expect(parseDateText('5.3.2025', 'pl', { today })).toBe('2025-03-05');
    expect(parseDateText('5-3-25', 'pl', { today })).toBe('2025-03-05');
    expect(parseDateText(' 3/5/1935 ', 'en', { today })).toBe('1935-03-05');
  });

  it('gives no date for text that is not one', () => {
    for (const text of [
      '',
      '05.03',
      '05.03.25.1',
      'ab.cd.ef',
      '31.02.25',
      '00.01.25',
      '01.13.25',
      '1.1.125',
    ]) {
      expect(parseDateText(text, 'pl', { today })).toBeUndefined();
    }
    expect(parseDateText('13/01/25', 'en', { today })).toBeUndefined();
  });

  it('knows leap days', () => {
    expect(parseDateText('29.02.24', 'pl', { today })).toBe('2024-02-29');
    expect(parseDateText('29.02.25', 'pl', { today })).toBeUndefined();
  });

  it('puts a two-digit year in the century nearest to today', () => {
    expect(parseDateText('01.01.40', 'pl', { today })).toBe('2040-01-01');
    expect(parseDateText('01.01.80', 'pl', { today })).toBe('1980-01-01');
    // Equally far (1975 and 2075 from 2025): the past.
    expect(parseDateText('01.01.75', 'pl', { today })).toBe('1975-01-01');
  });

  it('puts a two-digit year in the century the limits allow', () => {
    // A date of birth: never after today.
    expect(parseDateText('05.03.35', 'pl', { today, max: today })).toBe('1935-03-05');
    // A visit to plan: never before today.
    expect(parseDateText('05.03.80', 'pl', { today, min: today })).toBe('2080-03-05');
  });

  it('uses the browser’s today by default', () => {
    const year = todayIso().slice(2, 4);
    expect(parseDateText(`01.01.${year}`, 'pl')).toBe(`${todayIso().slice(0, 4)}-01-01`);
  });
});
