import { calendarDay, daysEndingWith } from './days';

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
});
