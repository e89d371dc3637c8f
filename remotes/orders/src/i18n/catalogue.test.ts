import scheduleEn from '../features/schedule/i18n/en.json';
import schedulePl from '../features/schedule/i18n/pl.json';
import en from './en.json';
import pl from './pl.json';

/**
 * Every key path, a plural's forms (`_one`, `_few`, …) and a Polish line's forms that agree with
 * a person (`_female`, `_male`) counted as one key.
 */
function keys(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [
          `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '').replace(/_(female|male)$/, '')}`,
        ],
  );
}

describe('the orders remote’s strings', () => {
  it('say the same things in Polish and English', () => {
    expect([...new Set(keys(pl))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it('say the same things in Polish and English on the schedule, which loads them itself', () => {
    expect(keys(schedulePl).sort()).toEqual(keys(scheduleEn).sort());
  });

  it('leave the schedule’s strings to the schedule: one key in one place', () => {
    const remote = new Set(keys(en));
    expect(keys(scheduleEn).filter((key) => remote.has(key))).toEqual([]);
  });

  it('have every plural form Polish needs', () => {
    const plural = Object.keys(pl.list).filter((key) => key.startsWith('assistantCount_'));
    expect(plural.sort()).toEqual([
      'assistantCount_few',
      'assistantCount_many',
      'assistantCount_one',
      'assistantCount_other',
    ]);
  });
});
