import type { MemberStatus } from '@care/contracts';
import { DomainError } from '../../domain/errors';
import {
  assertMayManage,
  assertTransition,
  countsAsSuperOperator,
  currentStatus,
  transitionTarget,
} from './rules';

const now = new Date('2026-03-01T12:00:00Z');
const past = new Date('2026-02-01T12:00:00Z');
const future = new Date('2026-04-01T12:00:00Z');
const member = (
  status: MemberStatus,
  endDate: Date | null = null,
  personId: string | null = null,
) => ({
  status,
  endDate,
  role: 'OPERATOR' as const,
  isSuperOperator: true,
  personId,
});

describe('currentStatus', () => {
  it.each([
    ['PENDING', past, 'INACTIVE'],
    ['ACCEPTED', past, 'INACTIVE'],
    ['ACCEPTED', now, 'INACTIVE'],
    ['ACCEPTED', future, 'ACCEPTED'],
    ['DEACTIVATED', past, 'DEACTIVATED'],
    ['REJECTED', past, 'REJECTED'],
    ['INACTIVE', null, 'INACTIVE'],
  ] as const)('%s ending %p reads %s', (status, endDate, expected) => {
    expect(currentStatus({ status, endDate }, now)).toBe(expected);
  });
});

describe('assertTransition', () => {
  it('names the status a refused transition starts from', () => {
    expect(() => assertTransition('reactivate', 'ACCEPTED')).toThrow(
      'A member in status ACCEPTED cannot be reactivated.',
    );
    expect(() => assertTransition('deactivate', 'INACTIVE')).toThrow(DomainError);
    expect(() => assertTransition('resendInvitation', 'REJECTED')).not.toThrow();
  });

  it('returns a deactivated member to ACCEPTED only when it was accepted once', () => {
    expect(transitionTarget('reactivate', member('DEACTIVATED', past, 'person'))).toBe('ACCEPTED');
    expect(transitionTarget('reactivate', member('DEACTIVATED', past))).toBe('PENDING');
  });
});

describe('super operators', () => {
  it('lets only a super operator manage an operator', () => {
    expect(() => assertMayManage({ isSuperOperator: false }, 'OPERATOR')).toThrow(
      expect.objectContaining({ type: 'forbidden' }),
    );
    expect(() => assertMayManage({ isSuperOperator: false }, 'BENEFICIARY')).not.toThrow();
    expect(() => assertMayManage({ isSuperOperator: true }, 'OPERATOR')).not.toThrow();
  });

  it('counts ACCEPTED and PENDING super operators that have not ended', () => {
    expect(countsAsSuperOperator(member('ACCEPTED'), now)).toBe(true);
    expect(countsAsSuperOperator(member('PENDING'), now)).toBe(true);
    expect(countsAsSuperOperator(member('ACCEPTED', past), now)).toBe(false);
    expect(countsAsSuperOperator(member('DEACTIVATED'), now)).toBe(false);
    expect(countsAsSuperOperator({ ...member('ACCEPTED'), isSuperOperator: false }, now)).toBe(
      false,
    );
  });
});
