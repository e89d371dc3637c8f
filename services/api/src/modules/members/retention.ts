// The personal data of an INACTIVE member is erased once its organization's
// `inactiveMemberRetentionMonths` have passed since the membership ended (never when the setting
// is off), by the same erasure a super operator starts by hand (./erasure.ts). Super operators
// see who falls due within the next month.
import type { MemberErasureDue, PageQuery } from '@care/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { DomainError } from '../../domain/errors';
import { defineJob } from '../../jobs/definition';
import { eraseMemberData } from './erasure';
import { lockMember } from './queries';

/** Members one run erases at most; a longer backlog is finished by the next runs. */
const batchSize = 200;

/** How far ahead the due list looks. */
const dueWithin = sql`interval '1 month'`;

/** When the membership ended: its end date, else (ended with its account) its last change. */
const inactiveSince = sql<Date>`coalesce(m.end_date, m.updated_at)`;

/** The retention's due moment of each INACTIVE, not erased member of an organization with one. */
const dueMembers = sql`
  from members m
  join organizations o on o.id = m.organization_id
  where m.erased_at is null
    and o.inactive_member_retention_months is not null
    and (m.status = 'INACTIVE'
      or (m.status in ('PENDING', 'ACCEPTED') and m.end_date <= now()))`;
const dueAt = sql`(${inactiveSince} + make_interval(months => o.inactive_member_retention_months))`;

type Rows<T> = { rows: T[] };

/** A page of the organization's members due within the next month, soonest first. */
export async function erasureDuePage(
  db: Database,
  organizationId: string,
  { page, limit }: PageQuery,
): Promise<{ items: MemberErasureDue[]; total: number }> {
  const within = sql`${dueMembers} and m.organization_id = ${organizationId} and ${dueAt} <= now() + ${dueWithin}`;
  const [listed, counted] = await Promise.all([
    db.execute(sql`
      select m.id as "memberId", m.first_name as "firstName", m.last_name as "lastName", m.role,
        ${inactiveSince} as "inactiveSince", ${dueAt} as "dueAt"
      ${within}
      order by ${dueAt}, m.id
      limit ${limit} offset ${(page - 1) * limit}`),
    db.execute(sql`select count(*)::int as count ${within}`),
  ]);
  const iso = (value: unknown) => new Date(value as string | Date).toISOString();
  const items = (
    listed as unknown as Rows<MemberErasureDue & { inactiveSince: unknown; dueAt: unknown }>
  ).rows.map((row) => ({
    memberId: row.memberId,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    inactiveSince: iso(row.inactiveSince),
    dueAt: iso(row.dueAt),
  }));
  const [total] = (counted as unknown as Rows<{ count: number }>).rows;
  return { items, total: Number(total?.count ?? 0) };
}

/**
 * Erases every member whose retention has run out (at most a batch), each in a transaction of
 * its own, so one refused (an order of theirs still open) leaves the others erased; it is
 * tried again on the next run. Answers how many were erased.
 */
export async function eraseExpiredMembers(db: Database): Promise<number> {
  const result = await db.execute(sql`
    select m.id, m.organization_id as "organizationId" ${dueMembers} and ${dueAt} <= now()
    order by ${dueAt}, m.id limit ${batchSize}`);
  const due = (result as unknown as Rows<{ id: string; organizationId: string }>).rows;
  let erased = 0;
  for (const { id, organizationId } of due) {
    try {
      await db.transaction(async (tx) => {
        const member = await lockMember(tx, organizationId, id);
        if (!member || member.erasedAt) return;
        await eraseMemberData(tx, member, null);
      });
      erased += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return erased;
}

/** Every night at 03:50, on one replica. */
export const memberRetentionJob = defineJob({
  name: 'inactive-member-retention',
  payload: z.object({}),
  schedule: { cron: '50 3 * * *', timeZone: 'Europe/Warsaw', payload: {} },
  singleton: true,
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  // Each member is erased in a transaction of its own (an erasure is never done twice, so a run
  // cut short is finished by the retry); the job's own completion comes last.
  async handler(_payload, { db, transaction, log }) {
    const count = await eraseExpiredMembers(db);
    await transaction(async () => undefined);
    if (count > 0) log.info({ count }, 'personal data of INACTIVE members past retention erased');
  },
});
