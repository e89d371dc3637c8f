import {
  defaultOrganizationSettings,
  endpoints,
  maxWaitLimitHours,
  onCallShiftCreateSchema,
  organizationSettingsUpdateSchema,
} from '../src';

const valid = { ...defaultOrganizationSettings };
const failedPaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('organization settings', () => {
  it('takes the defaults, and each limit switched off as null', () => {
    expect(organizationSettingsUpdateSchema.parse(valid)).toEqual(valid);
    expect(
      organizationSettingsUpdateSchema.parse({
        ...valid,
        acceptWithinHours: null,
        assignWithinHours: null,
      }),
    ).toMatchObject({ acceptWithinHours: null, assignWithinHours: null });
  });

  it.each([0, -4, 1.5, maxWaitLimitHours + 1, 1e9])('refuses %p hours', (hours) => {
    const result = organizationSettingsUpdateSchema.safeParse({
      ...valid,
      acceptWithinHours: hours,
    });
    expect(failedPaths(result)).toEqual(['acceptWithinHours']);
  });

  it('keeps inactive members’ data from 1 to 120 months, or for good when off', () => {
    const parse = (months: unknown) =>
      organizationSettingsUpdateSchema.safeParse({
        ...valid,
        inactiveMemberRetentionMonths: months,
      });
    expect(parse(null).success).toBe(true);
    expect(parse(1).success).toBe(true);
    expect(parse(120).success).toBe(true);
    for (const months of [0, 121, 2.5, '24'])
      expect(failedPaths(parse(months))).toEqual(['inactiveMemberRetentionMonths']);
  });

  it('takes the longest limit allowed', () => {
    expect(
      organizationSettingsUpdateSchema.safeParse({ ...valid, assignWithinHours: maxWaitLimitHours })
        .success,
    ).toBe(true);
  });

  it.each(['Europe/Warsaw', 'America/New_York', 'UTC'])('takes the time zone %s', (timeZone) => {
    expect(organizationSettingsUpdateSchema.safeParse({ ...valid, timeZone }).success).toBe(true);
  });

  it.each(['Europe/Gdansk', 'warsaw', '', '+02:00'])('refuses the time zone %p', (timeZone) => {
    const result = organizationSettingsUpdateSchema.safeParse({ ...valid, timeZone });
    expect(failedPaths(result)).toEqual(['timeZone']);
  });

  it.each([4, 481, 15.5, null])('refuses %p minutes before an idle sign-out', (minutes) => {
    const result = organizationSettingsUpdateSchema.safeParse({
      ...valid,
      idleSignOutMinutes: minutes,
    });
    expect(failedPaths(result)).toEqual(['idleSignOutMinutes']);
  });

  it('replaces every setting: a missing one or an unknown key is refused', () => {
    const { handleByPreferredDate: _left, ...partial } = valid;
    expect(organizationSettingsUpdateSchema.safeParse(partial).success).toBe(false);
    expect(organizationSettingsUpdateSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });

  it('is updated with If-Match', () => {
    expect(endpoints.updateOrganizationSettings.ifMatch).toBe(true);
  });
});

describe('on-call rota entry', () => {
  const memberId = '0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11';

  it('ends after it starts', () => {
    expect(
      onCallShiftCreateSchema.safeParse({
        memberId,
        from: '2026-03-01T08:00:00+01:00',
        to: '2026-03-01T16:00:00+01:00',
      }).success,
    ).toBe(true);
    const empty = onCallShiftCreateSchema.safeParse({
      memberId,
      from: '2026-03-01T08:00:00+01:00',
      to: '2026-03-01T07:00:00Z',
    });
    expect(failedPaths(empty)).toEqual(['to']);
  });

  it('compares moments, not the text of their offsets', () => {
    // 08:00 in Warsaw is 07:00 UTC, so a shift to 07:30 UTC is half an hour long.
    expect(
      onCallShiftCreateSchema.safeParse({
        memberId,
        from: '2026-03-01T08:00:00+01:00',
        to: '2026-03-01T07:30:00Z',
      }).success,
    ).toBe(true);
  });

  it('names an operator by member id', () => {
    const result = onCallShiftCreateSchema.safeParse({
      memberId: 'someone',
      from: '2026-03-01T08:00:00Z',
      to: '2026-03-01T09:00:00Z',
    });
    expect(failedPaths(result)).toEqual(['memberId']);
  });
});
