import { formatAxisDay, formatDay } from './day-format';

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
