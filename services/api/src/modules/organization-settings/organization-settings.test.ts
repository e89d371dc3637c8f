import type { OnCallNow, OnCallShift, OrganizationSettings } from '@care/contracts';
import type { Page } from '../../domain/page';
import { and, eq } from 'drizzle-orm';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  addMembership,
  adminCaller,
  type RegisteredCaller,
  registeredCaller,
  type TestOrganization,
  withTwoOrganizations,
} from '../../../test/support/world';
import { auditEvents } from '../../db/schema';

const defaults = {
  acceptWithinHours: 4,
  assignWithinHours: 24,
  handleByPreferredDate: true,
  timeZone: 'Europe/Warsaw',
  idleSignOutMinutes: 15,
  accessLogRetentionMonths: 24,
  inactiveMemberRetentionMonths: 24,
};
const hour = 3_600_000;
const iso = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();

describe.each(databaseKinds)('organization settings and on-call rota on %s', (kind) => {
  let api: TestApi;
  let home: TestOrganization;
  let other: TestOrganization;
  let plain: RegisteredCaller & { memberId: string };

  withTwoOrganizations(kind, async (started) => {
    ({ api, home, other } = started);
    const caller = await registeredCaller(api);
    const memberId = await addMembership(api, home.organizationId, caller, 'OPERATOR', 'ACCEPTED');
    plain = { ...caller, memberId };
  });

  const params = (organization = home) => ({ organizationId: organization.organizationId });
  const settingsAudit = (organizationId: string, action: string) =>
    api.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'organization'),
          eq(auditEvents.entityId, organizationId),
          eq(auditEvents.action, action),
        ),
      );

  describe('settings', () => {
    it('starts at the defaults, readable by every operator', async () => {
      for (const token of [home.operator.token, plain.token]) {
        const response = await api.call('getOrganizationSettings', { token, params: params() });
        expect(response.statusCode).toBe(200);
        expect(response.json<OrganizationSettings>()).toMatchObject(defaults);
        expect(response.headers.etag).toBe(`"${response.json<OrganizationSettings>().version}"`);
      }
    });

    it('is replaced by a super operator with If-Match, audited with what changed', async () => {
      const read = await api.call('getOrganizationSettings', {
        token: home.operator.token,
        params: params(),
      });
      const { version } = read.json<OrganizationSettings>();
      const response = await api.call('updateOrganizationSettings', {
        token: home.operator.token,
        params: params(),
        headers: { 'if-match': `"${version}"` },
        body: { ...defaults, acceptWithinHours: null, timeZone: 'Europe/London' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<OrganizationSettings>()).toEqual({
        ...defaults,
        acceptWithinHours: null,
        timeZone: 'Europe/London',
        version: version + 1,
      });
      expect(response.headers.etag).toBe(`"${version + 1}"`);
      const again = await api.call('getOrganizationSettings', {
        token: plain.token,
        params: params(),
      });
      expect(again.json<OrganizationSettings>()).toMatchObject({ acceptWithinHours: null });
      const [event] = await settingsAudit(home.organizationId, 'settings-updated');
      expect(event?.changes).toEqual({
        acceptWithinHours: { before: 4, after: null },
        timeZone: { before: 'Europe/Warsaw', after: 'Europe/London' },
        version: { before: version, after: version + 1 },
      });
      await api.call('updateOrganizationSettings', {
        token: home.operator.token,
        params: params(),
        body: defaults,
      });
    });

    it('refuses an operator who is not a super operator (403), changing nothing', async () => {
      const response = await api.call('updateOrganizationSettings', {
        token: plain.token,
        params: params(),
        body: { ...defaults, assignWithinHours: 1 },
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const read = await api.call('getOrganizationSettings', {
        token: plain.token,
        params: params(),
      });
      expect(read.json<OrganizationSettings>().assignWithinHours).toBe(24);
    });

    it.each([
      ['a negative limit', { acceptWithinHours: -1 }, 'acceptWithinHours'],
      ['an absurd limit', { assignWithinHours: 100_000 }, 'assignWithinHours'],
      ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ])('answers %s with a 400 naming the field', async (_, change, field) => {
      const response = await api.call('updateOrganizationSettings', {
        token: home.operator.token,
        params: params(),
        body: { ...defaults, ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain(
        field,
      );
    });

    it('keeps apart from the organization’s own version: a rename does not stale the form', async () => {
      const read = await api.call('getOrganizationSettings', {
        token: home.operator.token,
        params: params(),
      });
      const admin = await adminCaller(api);
      await api.call('updateAdminOrganization', {
        token: admin.token,
        params: params(),
        body: { name: `${home.name} Renamed` },
      });
      const response = await api.call('updateOrganizationSettings', {
        token: home.operator.token,
        params: params(),
        headers: { 'if-match': read.headers.etag as string },
        body: defaults,
      });
      expect(response.statusCode).toBe(200);
    });

    it('answers another organization’s settings 404', async () => {
      const response = await api.call('getOrganizationSettings', {
        token: home.operator.token,
        params: params(other),
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('rota', () => {
    const add = (body: unknown, token = home.operator.token, organization = home) =>
      api.call('createOnCallShift', { token, params: params(organization), body });
    const list = (query: Record<string, number> = {}) =>
      api.call('listOnCallShifts', { token: plain.token, params: params(), query });
    const now = () =>
      api.call('getOnCallNow', { token: plain.token, params: params() }).then((response) => {
        expect(response.statusCode).toBe(200);
        return response.json<OnCallNow>();
      });

    it('is empty at first: every active operator is on call', async () => {
      expect((await list()).json<Page<OnCallShift>>().items).toEqual([]);
      const answer = await now();
      expect(answer.everyOperator).toBe(true);
      expect(answer.operators.map((o) => o.memberId).sort()).toEqual(
        [home.operatorMemberId, plain.memberId].sort(),
      );
    });

    it('takes entries of operators, overlapping, and lists them by start, paged', async () => {
      const later = await add({ memberId: plain.memberId, from: iso(2), to: iso(10) });
      const current = await add({ memberId: home.operatorMemberId, from: iso(-1), to: iso(8) });
      const overlapping = await add({ memberId: plain.memberId, from: iso(-2), to: iso(1) });
      expect([later, current, overlapping].map((r) => r.statusCode)).toEqual([201, 201, 201]);
      expect(current.json<OnCallShift>()).toMatchObject({
        memberId: home.operatorMemberId,
        firstName: 'Olga',
        lastName: 'Operatorska',
      });
      const first = (await list({ page: 1, limit: 2 })).json<Page<OnCallShift>>();
      expect(first.items.map((s) => s.id)).toEqual([
        overlapping.json<OnCallShift>().id,
        current.json<OnCallShift>().id,
      ]);
      expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, isLast: false });
      const second = (await list({ page: 2, limit: 2 })).json<Page<OnCallShift>>();
      expect(second.items.map((s) => s.id)).toEqual([later.json<OnCallShift>().id]);

      const answer = await now();
      expect(answer.everyOperator).toBe(false);
      expect(answer.operators.map((o) => o.memberId).sort()).toEqual(
        [home.operatorMemberId, plain.memberId].sort(),
      );
      const added = await settingsAudit(home.organizationId, 'on-call-added');
      expect(added).toHaveLength(3);
    });

    it('names only the operators whose entry covers now', async () => {
      const page = (await list({ limit: 100 })).json<Page<OnCallShift>>();
      const overlapping = page.items.find(
        (s) => s.memberId === plain.memberId && Date.parse(s.from) < Date.now(),
      );
      const removed = await api.call('deleteOnCallShift', {
        token: home.operator.token,
        params: { ...params(), shiftId: overlapping?.id ?? '' },
      });
      expect(removed.statusCode).toBe(204);
      const answer = await now();
      expect(answer).toEqual({
        everyOperator: false,
        operators: [
          { memberId: home.operatorMemberId, firstName: 'Olga', lastName: 'Operatorska' },
        ],
      });
      const [event] = await settingsAudit(home.organizationId, 'on-call-removed');
      expect(event?.changes).toMatchObject({
        shiftId: { before: overlapping?.id, after: null },
        memberId: { before: plain.memberId, after: null },
      });
    });

    it('refuses a member who is no active operator, on the field memberId', async () => {
      const beneficiary = await registeredCaller(api);
      const beneficiaryId = await addMembership(
        api,
        home.organizationId,
        beneficiary,
        'BENEFICIARY',
        'ACCEPTED',
      );
      const gone = await registeredCaller(api);
      const goneId = await addMembership(api, home.organizationId, gone, 'OPERATOR', 'ACCEPTED', {
        endDate: new Date(Date.now() - hour),
      });
      for (const memberId of [beneficiaryId, goneId, other.operatorMemberId]) {
        const response = await add({ memberId, from: iso(0), to: iso(1) });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ errors: { path: string }[] }>().errors).toEqual([
          expect.objectContaining({ path: 'memberId' }),
        ]);
      }
    });

    it('refuses an entry that ends before it starts, on the field to', async () => {
      const response = await add({ memberId: plain.memberId, from: iso(2), to: iso(1) });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors).toEqual([
        expect.objectContaining({ path: 'to' }),
      ]);
    });

    it('is changed by super operators only', async () => {
      const created = await add(
        { memberId: plain.memberId, from: iso(20), to: iso(30) },
        plain.token,
      );
      expect(created.statusCode).toBe(403);
      const [entry] = (await list({ limit: 100 })).json<Page<OnCallShift>>().items;
      const removed = await api.call('deleteOnCallShift', {
        token: plain.token,
        params: { ...params(), shiftId: entry?.id ?? '' },
      });
      expect(removed.statusCode).toBe(403);
    });

    it('answers another organization’s entry 404, leaving it in place', async () => {
      const theirs = await add(
        { memberId: other.operatorMemberId, from: iso(0), to: iso(1) },
        other.operator.token,
        other,
      );
      const response = await api.call('deleteOnCallShift', {
        token: home.operator.token,
        params: { ...params(), shiftId: theirs.json<OnCallShift>().id },
      });
      expect(response.statusCode).toBe(404);
      const left = await api.call('listOnCallShifts', {
        token: other.operator.token,
        params: params(other),
      });
      expect(left.json<Page<OnCallShift>>().items).toHaveLength(1);
    });

    it('falls back to every operator when the scheduled one has left', async () => {
      const leaving = await registeredCaller(api);
      const leavingId = await addMembership(
        api,
        other.organizationId,
        leaving,
        'OPERATOR',
        'ACCEPTED',
        { endDate: new Date(Date.now() + 2 * hour) },
      );
      // The other organization's only current entry is its super operator's; replace it with
      // one of an operator who then leaves.
      const page = await api.call('listOnCallShifts', {
        token: other.operator.token,
        params: params(other),
      });
      for (const shift of page.json<Page<OnCallShift>>().items)
        await api.call('deleteOnCallShift', {
          token: other.operator.token,
          params: { ...params(other), shiftId: shift.id },
        });
      await add({ memberId: leavingId, from: iso(-1), to: iso(5) }, other.operator.token, other);
      const scheduled = await api.call('getOnCallNow', {
        token: other.operator.token,
        params: params(other),
      });
      expect(scheduled.json<OnCallNow>()).toMatchObject({
        everyOperator: false,
        operators: [{ memberId: leavingId }],
      });
      await api.call('deactivateMember', {
        token: other.operator.token,
        params: { ...params(other), memberId: leavingId },
      });
      const after = await api.call('getOnCallNow', {
        token: other.operator.token,
        params: params(other),
      });
      expect(after.json<OnCallNow>()).toEqual({
        everyOperator: true,
        operators: [
          { memberId: other.operatorMemberId, firstName: 'Olga', lastName: 'Operatorska' },
        ],
      });
    });
  });
});
