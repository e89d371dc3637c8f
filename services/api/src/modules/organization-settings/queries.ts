import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { members, onCallShifts, organizations } from '../../db/schema';
import { organizationIsLive } from '../organizations/queries';

const settingsColumns = {
  acceptWithinHours: organizations.acceptWithinHours,
  assignWithinHours: organizations.assignWithinHours,
  handleByPreferredDate: organizations.handleByPreferredDate,
  timeZone: organizations.timeZone,
  idleSignOutMinutes: organizations.idleSignOutMinutes,
  accessLogRetentionMonths: organizations.accessLogRetentionMonths,
  inactiveMemberRetentionMonths: organizations.inactiveMemberRetentionMonths,
  version: organizations.settingsVersion,
};
export type SettingsRow = {
  acceptWithinHours: number | null;
  assignWithinHours: number | null;
  handleByPreferredDate: boolean;
  timeZone: string;
  idleSignOutMinutes: number;
  accessLogRetentionMonths: number;
  inactiveMemberRetentionMonths: number | null;
  version: number;
};

export async function findSettings(db: Database, organizationId: string) {
  const [row] = await db
    .select(settingsColumns)
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), organizationIsLive));
  return row ?? null;
}

/** The settings locked for a write in the transaction; null when the organization is gone. */
export async function lockSettings(tx: Database, organizationId: string) {
  const [row] = await tx
    .select(settingsColumns)
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), organizationIsLive))
    .for('update');
  return row ?? null;
}

const shiftColumns = {
  id: onCallShifts.id,
  memberId: onCallShifts.memberId,
  firstName: members.firstName,
  lastName: members.lastName,
  from: onCallShifts.startsAt,
  to: onCallShifts.endsAt,
  createdAt: onCallShifts.createdAt,
};
export type ShiftRow = {
  id: string;
  memberId: string;
  firstName: string;
  lastName: string;
  from: Date;
  to: Date;
  createdAt: Date;
};

/** A page of the rota, earliest start first, ties by id so pages never repeat or skip a row. */
export function shiftPage(
  db: Database,
  organizationId: string,
  { page, limit }: { page: number; limit: number },
) {
  return db
    .select(shiftColumns)
    .from(onCallShifts)
    .innerJoin(members, eq(members.id, onCallShifts.memberId))
    .where(eq(onCallShifts.organizationId, organizationId))
    .orderBy(asc(onCallShifts.startsAt), asc(onCallShifts.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

export async function countShifts(db: Database, organizationId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(onCallShifts)
    .where(eq(onCallShifts.organizationId, organizationId));
  return row?.count ?? 0;
}

export async function findShift(db: Database, organizationId: string, shiftId: string) {
  const [row] = await db
    .select(shiftColumns)
    .from(onCallShifts)
    .innerJoin(members, eq(members.id, onCallShifts.memberId))
    .where(and(eq(onCallShifts.organizationId, organizationId), eq(onCallShifts.id, shiftId)));
  return row ?? null;
}

/** The entries that cover `now`: started by it and not yet ended. */
export function shiftsCovering(db: Database, organizationId: string, now: Date) {
  return db
    .select({
      memberId: onCallShifts.memberId,
      from: onCallShifts.startsAt,
      to: onCallShifts.endsAt,
    })
    .from(onCallShifts)
    .where(
      and(
        eq(onCallShifts.organizationId, organizationId),
        lte(onCallShifts.startsAt, now),
        gt(onCallShifts.endsAt, now),
      ),
    );
}

/** The organization's operators as the on-call rule reads them, by last and first name. */
export function organizationOperators(db: Database, organizationId: string) {
  return db
    .select({
      memberId: members.id,
      accountId: members.accountId,
      isSuperOperator: members.isSuperOperator,
      firstName: members.firstName,
      lastName: members.lastName,
      status: members.status,
      endDate: members.endDate,
    })
    .from(members)
    .where(
      and(
        eq(members.organizationId, organizationId),
        eq(members.role, 'OPERATOR'),
        eq(members.status, 'ACCEPTED'),
      ),
    )
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id));
}

/** A member of the organization, whatever its role, to tell whether it may go on the rota. */
export async function findOrganizationMember(
  db: Database,
  organizationId: string,
  memberId: string,
) {
  const [row] = await db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      role: members.role,
      status: members.status,
      endDate: members.endDate,
    })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.id, memberId)));
  return row ?? null;
}
