// Inviting a member sends the invitation e-mail through the queue, in the language of the
// request and in the transaction that invites: a refused invitation queues nothing.
import type { MemberDetails } from '@care/contracts';
import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { memberBody, memberParams, organizationParams } from '../../../test/support/members';
import {
  adminCaller,
  organizationWithOperator,
  type TestOrganization,
} from '../../../test/support/world';
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
});
