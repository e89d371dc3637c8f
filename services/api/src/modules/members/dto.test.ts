import type { MemberRow } from './queries';
import { toMemberDetails } from './dto';

const now = new Date('2026-03-01T12:00:00Z');
const past = new Date('2026-02-01T12:00:00Z');
const future = new Date('2026-04-01T12:00:00Z');

const member = (status: MemberRow['status'], endDate: Date | null): MemberRow => ({
  id: '0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11',
  organizationId: '7d4c0f5e-2b1a-4c3d-8e9f-0a1b2c3d4e5f',
  accountId: null,
  personId: null,
  status,
  role: 'BENEFICIARY',
  accountOwnerType: 'OWN_ACCOUNT',
  accountEmail: 'zofia@care.test',
  firstName: 'Zofia',
  lastName: 'Kowalska',
  isSuperOperator: false,
  startDate: past,
  endDate,
  invitationDelivery: 'SENT',
  phone: null,
  address: null,
  formOfAddress: null,
  careNotes: null,
  contacts: [],
  homeOutpostId: null,
  erasedAt: null,
  version: 1,
  createdAt: past,
  updatedAt: past,
});

describe('toMemberDetails', () => {
  it.each([
    ['ACCEPTED', past, 'INACTIVE'],
    ['PENDING', past, 'INACTIVE'],
    ['ACCEPTED', future, 'ACCEPTED'],
    ['ACCEPTED', null, 'ACCEPTED'],
    ['DEACTIVATED', past, 'DEACTIVATED'],
    ['REJECTED', past, 'REJECTED'],
  ] as const)('reads %s ending %p as %s', (status, endDate, expected) => {
    expect(toMemberDetails(member(status, endDate), [], now).status).toBe(expected);
  });

  it('answers the phone, null when there is none', () => {
    expect(toMemberDetails(member('ACCEPTED', null), [], now).phone).toBeNull();
    expect(
      toMemberDetails({ ...member('ACCEPTED', null), phone: '+48600100200' }, [], now).phone,
    ).toBe('+48600100200');
  });

  it('answers dates as ISO strings and leaves out an absent endDate', () => {
    const details = toMemberDetails(member('ACCEPTED', null), [], now);
    expect(details.startDate).toBe('2026-02-01T12:00:00.000Z');
    expect('endDate' in details).toBe(false);
  });
});
