// The member state machine as operators drive it: every status a member can be in × every
// transition an operator can ask for, allowed ones landing where docs/product.md says, the rest 409.
import type { EndpointName, MemberDetails, MemberStatus } from '@care/contracts';
import { asc, eq } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { uniqueEmail } from '../../../test/support/identities';
import { memberParams } from '../../../test/support/members';
import {
  adminCaller,
  organizationWithOperator,
  type RegisteredCaller,
  registeredCaller,
  type TestOrganization,
} from '../../../test/support/world';
import { auditEvents, members } from '../../db/schema';

/** A member as stored: its status, whether an invitee ever accepted, and whether it has ended. */
interface Start {
  label: string;
  status: MemberStatus;
  accepted: boolean;
  ended?: boolean;
  /** What the member reads as. */
  reads: MemberStatus;
}

const starts: Start[] = [
  { label: 'PENDING', status: 'PENDING', accepted: false, reads: 'PENDING' },
  { label: 'ACCEPTED', status: 'ACCEPTED', accepted: true, reads: 'ACCEPTED' },
  { label: 'REJECTED', status: 'REJECTED', accepted: false, reads: 'REJECTED' },
  {
    label: 'DEACTIVATED after acceptance',
    status: 'DEACTIVATED',
    accepted: true,
    reads: 'DEACTIVATED',
  },
  { label: 'DEACTIVATED invitation', status: 'DEACTIVATED', accepted: false, reads: 'DEACTIVATED' },
  { label: 'INACTIVE', status: 'INACTIVE', accepted: true, reads: 'INACTIVE' },
  {
    label: 'ACCEPTED past its end date',
    status: 'ACCEPTED',
    accepted: true,
    ended: true,
    reads: 'INACTIVE',
  },
  {
    label: 'PENDING past its end date',
    status: 'PENDING',
    accepted: false,
    ended: true,
    reads: 'INACTIVE',
  },
];

type Move = 'deactivateMember' | 'reactivateMember' | 'resendMemberInvitation';

/** Where each move leads from each start, or null for a 409. */
function expected(move: Move, start: Start): MemberStatus | null {
  if (move === 'deactivateMember')
    return start.reads === 'PENDING' || start.reads === 'ACCEPTED' ? 'DEACTIVATED' : null;
  if (move === 'reactivateMember')
    return start.reads === 'DEACTIVATED' ? (start.accepted ? 'ACCEPTED' : 'PENDING') : null;
  return start.reads === 'PENDING' || start.reads === 'REJECTED' ? 'PENDING' : null;
}

const moves: Move[] = ['deactivateMember', 'reactivateMember', 'resendMemberInvitation'];
const actions: Record<Move, string> = {
  deactivateMember: 'deactivated',
  reactivateMember: 'reactivated',
  resendMemberInvitation: 'invitation-resent',
};

describe.each(databaseKinds)('member transitions on %s', (kind) => {
  let api: TestApi;
  let home: TestOrganization;
  let invitee: RegisteredCaller;

  beforeAll(async () => {
    api = await startTestApi(kind);
    home = await organizationWithOperator(api, await adminCaller(api));
    invitee = await registeredCaller(api);
  });
  afterAll(() => api.close());

  async function memberIn(start: Start): Promise<string> {
    const [member] = await api.db
      .insert(members)
      .values({
        organizationId: home.organizationId,
        role: 'BENEFICIARY',
        status: start.status,
        accountOwnerType: 'OWN_ACCOUNT',
        accountEmail: uniqueEmail('transition'),
        firstName: 'Stan',
        lastName: 'Przejściowy',
        accountId: start.accepted ? invitee.accountId : null,
        personId: start.accepted ? invitee.personId : null,
        invitationDelivery: 'SENT',
        endDate:
          start.ended || start.status === 'DEACTIVATED' || start.status === 'INACTIVE'
            ? new Date(Date.now() - 3_600_000)
            : null,
      })
      .returning();
    if (!member) throw new Error('insert failed');
    return member.id;
  }

  const cases = moves.flatMap((move) => starts.map((start) => [move, start.label, start] as const));

  it.each(cases)('%s from %s', async (move, _label, start) => {
    const memberId = await memberIn(start);
    const params = memberParams(home, memberId);
    const response = await api.call(move as EndpointName, {
      token: home.operator.token,
      params,
      headers: { 'if-match': '"1"' },
    });
    const target = expected(move, start);
    const [stored] = await api.db.select().from(members).where(eq(members.id, memberId));
    const events = await api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, memberId))
      .orderBy(asc(auditEvents.occurredAt));

    if (target === null) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        type: 'invalid-transition',
        detail: expect.stringContaining(`status ${start.reads} `),
      });
      expect(stored).toMatchObject({ status: start.status, version: 1 });
      expect(events).toEqual([]);
      return;
    }

    expect(response.statusCode).toBe(move === 'resendMemberInvitation' ? 204 : 200);
    expect(response.headers.etag).toBe('"2"');
    expect(stored).toMatchObject({ status: target, version: 2 });
    if (move !== 'resendMemberInvitation')
      expect(response.json<MemberDetails>()).toMatchObject({ id: memberId, status: target });
    if (move === 'deactivateMember')
      expect(Math.abs((stored?.endDate?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    if (move === 'reactivateMember') expect(stored?.endDate).toBeNull();
    if (move === 'resendMemberInvitation') expect(stored?.invitationDelivery).toBe('WAITING');
    expect(events).toEqual([
      expect.objectContaining({
        action: actions[move],
        actorAccountId: home.operator.accountId,
        changes: expect.objectContaining({ version: { before: 1, after: 2 } }),
      }),
    ]);
  });

  it('refuses a transition with a stale If-Match (412) before judging the status', async () => {
    const memberId = await memberIn(starts[0] as Start);
    for (const move of moves) {
      const response = await api.call(move, {
        token: home.operator.token,
        params: memberParams(home, memberId),
        headers: { 'if-match': '"7"' },
      });
      expect(response.statusCode).toBe(412);
    }
  });

  it('round-trips a withdrawn invitation: deactivate, reactivate (PENDING), accept', async () => {
    const memberId = await memberIn({ ...(starts[0] as Start), status: 'PENDING' });
    await api.db
      .update(members)
      .set({ accountEmail: invitee.email })
      .where(eq(members.id, memberId));
    const call = (move: Move) =>
      api.call(move, { token: home.operator.token, params: memberParams(home, memberId) });
    expect((await call('deactivateMember')).json<MemberDetails>().status).toBe('DEACTIVATED');
    // A withdrawn invitation cannot be answered.
    const answer = () =>
      api.call('answerInvitation', {
        token: invitee.token,
        params: { invitationId: memberId },
        body: { personId: invitee.personId, status: 'ACCEPTED' },
      });
    expect((await answer()).statusCode).toBe(409);
    expect((await call('reactivateMember')).json<MemberDetails>().status).toBe('PENDING');
    expect((await answer()).json<MemberDetails>().status).toBe('ACCEPTED');
    expect((await call('deactivateMember')).json<MemberDetails>().status).toBe('DEACTIVATED');
    expect((await call('reactivateMember')).json<MemberDetails>().status).toBe('ACCEPTED');
  });
});
