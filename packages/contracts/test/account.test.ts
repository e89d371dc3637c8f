import { deriveAccountFlags, registrationSchema, type Permissions } from '../src';

const organizationId = '9f1c2b3a-4d5e-4f60-8a7b-1c2d3e4f5a6b';
const memberId = '0d9b2d4c-3d0e-4b7e-8a53-6a2f5b1c9e01';
const none: Permissions = { isAdmin: false, operator: {}, beneficiary: {}, assistant: {} };

describe('derived account flags', () => {
  it('an account with no permissions has no role', () => {
    expect(deriveAccountFlags(none)).toMatchObject({ hasNoRole: true, isMobileAppUser: false });
  });

  it('an operator is neither role-less nor a mobile-app user', () => {
    const flags = deriveAccountFlags({
      ...none,
      operator: { [organizationId]: { memberId, isSuperOperator: false } },
    });
    expect(flags).toMatchObject({ isOperator: true, hasNoRole: false, isMobileAppUser: false });
  });

  it('a beneficiary or assistant alone is a mobile-app user', () => {
    expect(
      deriveAccountFlags({ ...none, beneficiary: { [organizationId]: { memberIds: [memberId] } } })
        .isMobileAppUser,
    ).toBe(true);
    expect(
      deriveAccountFlags({ ...none, assistant: { [organizationId]: { memberId } } })
        .isMobileAppUser,
    ).toBe(true);
  });

  it('an admin who is also a beneficiary is not a mobile-app user', () => {
    const flags = deriveAccountFlags({
      ...none,
      isAdmin: true,
      beneficiary: { [organizationId]: { memberIds: [memberId] } },
    });
    expect(flags).toMatchObject({ isAdmin: true, isMobileAppUser: false, hasNoRole: false });
  });
});

describe('registration payload', () => {
  it('caps names at 255 characters, as a later change of name does', () => {
    const named = (firstName: string) =>
      registrationSchema.safeParse({ firstName, lastName: 'B', isPolicyAccepted: true }).success;
    expect(named('A'.repeat(255))).toBe(true);
    expect(named('A'.repeat(256))).toBe(false);
  });

  it('needs both names and an accepted policy', () => {
    expect(
      registrationSchema.safeParse({ firstName: 'A', lastName: 'B', isPolicyAccepted: true })
        .success,
    ).toBe(true);
    const refused = registrationSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      isPolicyAccepted: false,
    });
    expect(refused.error?.issues[0]?.message).toBe('Must accept the Terms of Service');
    expect(
      registrationSchema.safeParse({ firstName: '', lastName: 'B', isPolicyAccepted: true })
        .success,
    ).toBe(false);
  });
});
