import type {
  OnCallNow,
  OnCallShift,
  OnCallShiftCreate,
  OnCallShiftListQuery,
  OrganizationSettings,
  OrganizationSettingsUpdate,
} from '@care/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { OperatorCaller } from '../../auth/caller';
import { one } from '../../db/rows';
import { onCallShifts, organizations } from '../../db/schema';
import { problems } from '../../domain/errors';
import { type Page, pageOf } from '../../domain/page';
import { assertCurrentVersion, type ExpectedVersion } from '../../domain/versioning';
import { changedFields, recordAudit } from '../audit/service';
import type { ModuleDeps } from '../deps';
import { isActiveOperator, scheduledOperators } from './on-call';
import {
  countShifts,
  findOrganizationMember,
  findSettings,
  findShift,
  lockSettings,
  organizationOperators,
  type ShiftRow,
  shiftPage,
  shiftsCovering,
} from './queries';

const settingsFields = [
  'acceptWithinHours',
  'assignWithinHours',
  'handleByPreferredDate',
  'timeZone',
  'idleSignOutMinutes',
  'accessLogRetentionMonths',
  'inactiveMemberRetentionMonths',
  'version',
] as const;
const shiftFields = ['memberId', 'from', 'to'] as const;

/** Settings and the rota decide who is told about waiting orders: super operators set them. */
function assertSuperOperator(caller: OperatorCaller) {
  if (!caller.operator.isSuperOperator)
    throw problems.forbidden('Only super operators may change the organization’s settings.');
}

const notAnOperator = () =>
  problems.validation('The request body is invalid.', [
    { path: 'memberId', message: 'Must be an active operator of the organization' },
  ]);

function toShift(row: ShiftRow): OnCallShift {
  return {
    id: row.id,
    memberId: row.memberId,
    firstName: row.firstName,
    lastName: row.lastName,
    from: row.from.toISOString(),
    to: row.to.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function createOrganizationSettingsService({ db }: Pick<ModuleDeps, 'db'>) {
  return {
    async get(caller: OperatorCaller): Promise<OrganizationSettings> {
      const settings = await findSettings(db, caller.operator.organizationId);
      if (!settings) throw problems.notFound();
      return settings;
    },

    /** Replaces every setting; a stale expected version answers 412. */
    update(
      caller: OperatorCaller,
      input: OrganizationSettingsUpdate,
      expected: ExpectedVersion,
    ): Promise<OrganizationSettings> {
      assertSuperOperator(caller);
      const { organizationId } = caller.operator;
      return db.transaction(async (tx) => {
        const before = await lockSettings(tx, organizationId);
        if (!before) throw problems.notFound();
        assertCurrentVersion(expected, before.version);
        await tx
          .update(organizations)
          .set({ ...input, settingsVersion: sql`${organizations.settingsVersion} + 1` })
          .where(eq(organizations.id, organizationId));
        const after = { ...input, version: before.version + 1 };
        await recordAudit(tx, {
          actorAccountId: caller.account.id,
          organizationId,
          entity: 'organization',
          entityId: organizationId,
          action: 'settings-updated',
          changes: changedFields(before, after, settingsFields),
        });
        return after;
      });
    },

    async listShifts(
      caller: OperatorCaller,
      query: OnCallShiftListQuery,
    ): Promise<Page<OnCallShift>> {
      const { organizationId } = caller.operator;
      const [rows, total] = await Promise.all([
        shiftPage(db, organizationId, query),
        countShifts(db, organizationId),
      ]);
      return pageOf(rows.map(toShift), query, total);
    },

    /** Only an active operator of the organization goes on its rota (400 on `memberId`). */
    createShift(caller: OperatorCaller, input: OnCallShiftCreate): Promise<OnCallShift> {
      assertSuperOperator(caller);
      const { organizationId } = caller.operator;
      return db.transaction(async (tx) => {
        const member = await findOrganizationMember(tx, organizationId, input.memberId);
        if (!member || member.role !== 'OPERATOR' || !isActiveOperator(member, new Date()))
          throw notAnOperator();
        const shift = one(
          await tx
            .insert(onCallShifts)
            .values({
              organizationId,
              memberId: member.memberId,
              startsAt: new Date(input.from),
              endsAt: new Date(input.to),
            })
            .returning(),
        );
        const created: ShiftRow = {
          id: shift.id,
          memberId: shift.memberId,
          firstName: member.firstName,
          lastName: member.lastName,
          from: shift.startsAt,
          to: shift.endsAt,
          createdAt: shift.createdAt,
        };
        await recordAudit(tx, {
          actorAccountId: caller.account.id,
          organizationId,
          entity: 'organization',
          entityId: organizationId,
          action: 'on-call-added',
          changes: {
            shiftId: { before: null, after: shift.id },
            ...changedFields(null, created, shiftFields),
          },
        });
        return toShift(created);
      });
    },

    async deleteShift(caller: OperatorCaller, shiftId: string): Promise<void> {
      assertSuperOperator(caller);
      const { organizationId } = caller.operator;
      await db.transaction(async (tx) => {
        const shift = await findShift(tx, organizationId, shiftId);
        if (!shift) throw problems.notFound();
        const removed = await tx
          .delete(onCallShifts)
          .where(and(eq(onCallShifts.organizationId, organizationId), eq(onCallShifts.id, shiftId)))
          .returning({ id: onCallShifts.id });
        // A removal that raced this one has already taken it.
        if (removed.length === 0) throw problems.notFound();
        await recordAudit(tx, {
          actorAccountId: caller.account.id,
          organizationId,
          entity: 'organization',
          entityId: organizationId,
          action: 'on-call-removed',
          changes: {
            shiftId: { before: shift.id, after: null },
            ...changedFields(shift, null, shiftFields),
          },
        });
      });
    },

    /** The dashboard's "on call now": the scheduled operators, or every operator when none. */
    async onCallNow(caller: OperatorCaller, now = new Date()): Promise<OnCallNow> {
      const { organizationId } = caller.operator;
      const [rota, operators] = await Promise.all([
        shiftsCovering(db, organizationId, now),
        organizationOperators(db, organizationId),
      ]);
      const scheduled = scheduledOperators(rota, operators, now);
      const everyOperator = scheduled.length === 0;
      const onCall = everyOperator
        ? operators.filter((operator) => isActiveOperator(operator, now))
        : scheduled;
      return {
        everyOperator,
        operators: onCall.map(({ memberId, firstName, lastName }) => ({
          memberId,
          firstName,
          lastName,
        })),
      };
    },
  };
}
