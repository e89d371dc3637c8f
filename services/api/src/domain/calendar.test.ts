import { calendarDay, daysEndingWith, startOfDayIn } from './calendar';

describe('stats days', () => {
  it('counts the day in the given time zone, not in UTC', () => {
    const lateEvening = new Date('2026-03-14T23:30:00Z');
    expect(calendarDay(lateEvening, 'UTC')).toBe('2026-03-14');
    expect(calendarDay(lateEvening, 'Europe/Warsaw')).toBe('2026-03-15');
  });

  it('lists the days oldest first across month ends and a daylight-saving change', () => {
    const days = daysEndingWith('2026-03-30', 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-03-01');
    expect(days.at(-1)).toBe('2026-03-30');
    expect(daysEndingWith('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(new Set(days).size).toBe(30);
  });

  it('finds the first instant of a day in the zone, on either side of a clock change', () => {
    expect(startOfDayIn('2026-12-02', 'Europe/Warsaw').toISOString()).toBe(
      '2026-12-01T23:00:00.000Z',
    );
    expect(startOfDayIn('2026-07-02', 'Europe/Warsaw').toISOString()).toBe(
      '2026-07-01T22:00:00.000Z',
    );
    // The clocks go forward at 02:00 on 29 March: midnight is still an hour ahead of UTC.
    expect(startOfDayIn('2026-03-29', 'Europe/Warsaw').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(startOfDayIn('2026-03-30', 'Europe/Warsaw').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(startOfDayIn('2026-12-02', 'America/New_York').toISOString()).toBe(
      '2026-12-02T05:00:00.000Z',
    );
    expect(startOfDayIn('2026-12-02', 'UTC').toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });
});
