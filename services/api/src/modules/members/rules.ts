// The member state machine and who may change whom, as plain functions of a member's stored
// row: the service applies them inside its transaction, the tests read them as the rules.
import type { MemberStatus, Role } from '@care/contracts';
import { problems } from '../../domain/errors';

type StoredMember = {
  status: MemberStatus;
  endDate: Date | null;
  role: Role;
  isSuperOperator: boolean;
  personId: string | null;
};

/**
 * Statuses that turn INACTIVE once the membership's endDate passes (computed when read until a
 * sweep persists it). DEACTIVATED and REJECTED keep their status; their endDate only records when.
 */
export const expiringStatuses = ['PENDING', 'ACCEPTED'] as const;

const expires = (status: MemberStatus) => (expiringStatuses as readonly string[]).includes(status);

/** The status as of `now`: a PENDING or ACCEPTED membership whose endDate has passed is INACTIVE. */
export function currentStatus(member: Pick<StoredMember, 'status' | 'endDate'>, now = new Date()) {
  return member.endDate !== null && member.endDate <= now && expires(member.status)
    ? 'INACTIVE'
    : member.status;
}

/** Whether a status can still take an end date (it would turn INACTIVE when it passes). */
export const canEnd = (status: MemberStatus) => expires(status);

/** The operator actions that move a member between statuses, and where each may start. */
const transitions = {
  deactivate: { from: ['ACCEPTED', 'PENDING'], verb: 'deactivated' },
  reactivate: { from: ['DEACTIVATED'], verb: 'reactivated' },
  resendInvitation: { from: ['PENDING', 'REJECTED'], verb: 'invited again' },
} as const satisfies Record<string, { from: readonly MemberStatus[]; verb: string }>;
export type MemberTransition = keyof typeof transitions;

/** Any move the state machine does not have is a 409 naming the status the member is in. */
export function assertTransition(transition: MemberTransition, status: MemberStatus) {
  const { from, verb } = transitions[transition];
  if (!(from as readonly MemberStatus[]).includes(status))
    throw problems.invalidTransition(`A member in status ${status} cannot be ${verb}.`);
}

/**
 * Where a transition leads. Reactivation returns a member to ACCEPTED, or to PENDING when the
 * invitation was never accepted (a withdrawn invitation): only acceptance links a person.
 */
export function transitionTarget(transition: MemberTransition, member: StoredMember): MemberStatus {
  if (transition === 'deactivate') return 'DEACTIVATED';
  if (transition === 'reactivate') return member.personId === null ? 'PENDING' : 'ACCEPTED';
  return 'PENDING';
}

/** Only super operators create, change or delete OPERATOR members or change isSuperOperator. */
export function assertMayManage(actor: { isSuperOperator: boolean }, role: Role) {
  if (role === 'OPERATOR' && !actor.isSuperOperator)
    throw problems.forbidden('Only super operators may add, change or remove operators.');
}

/**
 * A super operator who keeps the organization manageable: ACCEPTED, or PENDING (the first
 * operator of a new organization has not accepted yet), and not ended.
 */
export function countsAsSuperOperator(member: StoredMember, now = new Date()) {
  const status = currentStatus(member, now);
  return (
    member.role === 'OPERATOR' &&
    member.isSuperOperator &&
    (status === 'ACCEPTED' || status === 'PENDING')
  );
}

export const lastSuperOperator = () =>
  problems.lastSuperOperator(
    'This is the organization’s last super operator: make another member a super operator first.',
  );
