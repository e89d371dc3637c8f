import { anna, me } from '../testing/fixtures';
import {
  endDayOf,
  endMomentOf,
  memberChanges,
  memberEditSchema,
  memberEditValues,
} from './member-edit-values';

const parse = (changes: Partial<ReturnType<typeof memberEditValues>>, member = anna) =>
  memberEditSchema.parse({ ...memberEditValues(member), ...changes });

describe('member edit values', () => {
  it('sends nothing for a form left as it was', () => {
    expect(memberChanges(anna, parse({}))).toEqual({});
    expect(memberChanges(me, parse({}, me))).toEqual({});
  });

  it('sends only the fields changed, a removed phone or end as null', () => {
    const withEnd = { ...anna, endDate: endMomentOf('2026-12-31') };
    expect(endDayOf(withEnd.endDate)).toBe('2026-12-31');
    expect(
      memberChanges(
        withEnd,
        parse({ lastName: 'Nowak-Kowalska', phone: '', endDate: '' }, withEnd),
      ),
    ).toEqual({ lastName: 'Nowak-Kowalska', phone: null, endDate: null });
  });

  it('takes a phone typed with spaces and dashes as E.164, and refuses one without a country code', () => {
    expect(memberChanges(anna, parse({ phone: '+48 601-200 300' }))).toEqual({
      phone: '+48601200300',
    });
    expect(
      memberEditSchema.safeParse({ ...memberEditValues(anna), phone: '601200300' }).success,
    ).toBe(false);
  });

  it('ends a membership at the midnight after the chosen day, in the user’s zone', () => {
    const changes = memberChanges(anna, parse({ endDate: '2026-06-30' }));
    expect(new Date(changes.endDate!).getTime()).toBe(new Date(2026, 6, 1).getTime());
  });

  it('drops the super operator mark with the operator role, and compares tags as a set', () => {
    expect(memberChanges(me, parse({ role: 'ASSISTANT' }, me))).toEqual({
      role: 'ASSISTANT',
      isSuperOperator: false,
    });
    const twoTags = {
      ...anna,
      tags: [
        { ...anna.tags[0]!, id: 'a0000000-0000-4000-8000-000000000001' },
        { ...anna.tags[0]!, id: 'a0000000-0000-4000-8000-000000000002' },
      ],
    };
    expect(
      memberChanges(
        twoTags,
        parse(
          {
            tags: ['a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000001'],
          },
          twoTags,
        ),
      ),
    ).toEqual({});
  });
});
