// Inviting a member sends the invitation e-mail through the queue, in the language of the
// request and in the transaction that invites: a refused invitation queues nothing.
import type { MemberBulkResult, MemberDetails } from '@care/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  createMember,
  memberBody,
  memberParams,
  organizationParams,
  plainOperator,
} from '../../../test/support/members';
import {
  adminCaller,
  organizationWithOperator,
  type TestOrganization,
} from '../../../test/support/world';
import { auditEvents } from '../../db/schema';
import { invitationEmailJob } from '../../mail';

interface QueuedEmail {
  memberId: string;
  language: string;
  invitedBy: string;
}

describe.each(databaseKinds)('invitation e-mails of members on %s', (kind) => {
  let api: TestApi;
  let home: TestOrganization;

  beforeAll(async () => {
    api = await startTestApi(kind);
    home = await organizationWithOperator(api, await adminCaller(api));
  });
  afterAll(() => api.close());

  /** The invitation e-mails queued for one member, oldest first (pg-boss's table is the truth). */
  async function queuedFor(memberId: string): Promise<QueuedEmail[]> {
    const result = (await api.db.execute(
      sql`select data from pgboss.job where name = ${invitationEmailJob.name}
          and data->>'memberId' = ${memberId} order by created_on`,
    )) as unknown as { rows: { data: QueuedEmail }[] };
    return result.rows.map((row) => row.data);
  }

  const create = (body: unknown, language?: string) =>
    api.call('createMember', {
      token: home.operator.token,
      params: organizationParams(home),
      body,
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });

  it('queues one e-mail per new member, in the language of the request, Polish by default', async () => {
    const english = (await create(memberBody(), 'en-GB,en;q=0.9')).json<MemberDetails>();
    const polish = (await create(memberBody())).json<MemberDetails>();
    expect(await queuedFor(english.id)).toEqual([
      { memberId: english.id, language: 'en', invitedBy: home.operator.accountId },
    ]);
    expect(await queuedFor(polish.id)).toEqual([
      { memberId: polish.id, language: 'pl', invitedBy: home.operator.accountId },
    ]);
    expect(english.invitationDelivery).toBe('WAITING');
  });

  it('queues nothing when the invitation is refused', async () => {
    const body = memberBody();
    expect((await create(body)).statusCode).toBe(201);
    const queued = async () => {
      const result = (await api.db.execute(
        sql`select count(*)::int as count from pgboss.job where name = ${invitationEmailJob.name}`,
      )) as unknown as { rows: { count: number }[] };
      return result.rows[0]?.count;
    };
    const before = await queued();
    const duplicate = await create(body);
    expect(duplicate.statusCode).toBe(409);
    expect(await queued()).toBe(before);
  });

  it('queues the e-mail again when an invitation is resent, and marks it on its way', async () => {
    const member = (await create(memberBody())).json<MemberDetails>();
    await api.db.execute(
      sql`update members set invitation_delivery = 'ERROR' where id = ${member.id}`,
    );
    const resent = await api.call('resendMemberInvitation', {
      token: home.operator.token,
      params: memberParams(home, member.id),
      headers: { 'accept-language': 'en' },
    });
    expect(resent.statusCode).toBe(204);
    expect((await queuedFor(member.id)).map((email) => email.language)).toEqual(['pl', 'en']);
    const details = await api.call('getMember', {
      token: home.operator.token,
      params: memberParams(home, member.id),
    });
    expect(details.json<MemberDetails>().invitationDelivery).toBe('WAITING');
  });

  describe('sending the selected members’ invitations at once', () => {
    const send = (ids: string[], token = home.operator.token, language?: string) =>
      api.call('sendMemberInvitations', {
        token,
        params: organizationParams(home),
        body: { ids },
        ...(language ? { headers: { 'accept-language': language } } : {}),
      });

    it('queues one e-mail per member with an invitation to send, audited, and answers the others', async () => {
      const other = await organizationWithOperator(api, await adminCaller(api));
      const [waiting, failed, sent, withdrawn] = await Promise.all(
        [1, 2, 3, 4].map(async () => (await create(memberBody())).json<MemberDetails>()),
      );
      const foreign = await createMember(api, other, {}, other.operator.token);
      await api.db.execute(
        sql`update members set invitation_delivery = 'ERROR' where id = ${failed?.id ?? ''}`,
      );
      await api.db.execute(
        sql`update members set invitation_delivery = 'SENT' where id = ${sent?.id ?? ''}`,
      );
      await api.call('deactivateMember', {
        token: home.operator.token,
        params: memberParams(home, withdrawn?.id ?? ''),
      });
      const ids = [waiting, failed, sent, withdrawn].map((member) => member?.id ?? '');

      const response = await send([...ids, foreign.id, ids[0] ?? ''], home.operator.token, 'en');
      expect(response.statusCode).toBe(200);
      const results = response.json<MemberBulkResult>().results;
      expect(results.map(({ id, status }) => [id, status])).toEqual([
        [ids[0], 200],
        [ids[1], 200],
        [ids[2], 409],
        [ids[3], 409],
        [foreign.id, 404],
      ]);
      expect(results[2]?.problem?.detail).toMatch(/already been sent/);
      for (const id of ids.slice(0, 2))
        expect(await queuedFor(id)).toEqual([
          { memberId: id, language: 'pl', invitedBy: home.operator.accountId },
          { memberId: id, language: 'en', invitedBy: home.operator.accountId },
        ]);
      for (const id of [ids[2] ?? '', ids[3] ?? '', foreign.id])
        expect(await queuedFor(id)).toHaveLength(1);
      const events = await api.db
        .select()
        .from(auditEvents)
        .where(
          and(inArray(auditEvents.entityId, ids), eq(auditEvents.action, 'invitation-resent')),
        );
      expect(events.map((event) => [event.entityId, event.actorAccountId]).sort()).toEqual(
        ids
          .slice(0, 2)
          .map((id) => [id, home.operator.accountId])
          .sort(),
      );
      const failedNow = await api.call('getMember', {
        token: home.operator.token,
        params: memberParams(home, ids[1] ?? ''),
      });
      expect(failedNow.json<MemberDetails>().invitationDelivery).toBe('WAITING');
    });

    it('refuses an operator’s invitation to a plain operator, member by member', async () => {
      const plain = await plainOperator(api, home);
      const operator = await createMember(api, home, { role: 'OPERATOR' });
      const beneficiary = await createMember(api, home);
      const response = await send([operator.id, beneficiary.id], plain.token);
      expect(response.json<MemberBulkResult>().results.map(({ status }) => status)).toEqual([
        403, 200,
      ]);
      expect(await queuedFor(operator.id)).toHaveLength(1);
    });

    it('answers 404 outside the caller’s organizations and 400 for no ids or more than a page', async () => {
      const other = await organizationWithOperator(api, await adminCaller(api));
      const member = await createMember(api, home);
      expect((await send([member.id], other.operator.token)).statusCode).toBe(404);
      expect(await queuedFor(member.id)).toHaveLength(1);
      for (const ids of [[], Array.from({ length: 101 }, () => member.id)]) {
        const response = await send(ids);
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    });
  });
});
