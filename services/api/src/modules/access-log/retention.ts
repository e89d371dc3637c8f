// Entries older than their organization's retention are deleted once a day. The table refuses
// a DELETE unless the transaction turned `care.access_log_retention` on (set_config's third
// argument keeps it to this transaction), so no other code path can shorten the log.
import { defaultOrganizationSettings } from '@care/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { defineJob } from '../../jobs/definition';

/**
 * Deletes every entry read before its organization's retention, counted back from `now`; an
 * organization no longer stored keeps the default retention. Answers how many went.
 */
export async function deleteExpiredAccessLog(tx: Database, now: Date): Promise<number> {
  await tx.execute(sql`select set_config('care.access_log_retention', 'on', true)`);
  const result = await tx.execute(sql`
    with gone as (delete from access_log_entries entry
    where entry.read_at < ${now.toISOString()}::timestamptz - make_interval(months => coalesce(
      (select o.access_log_retention_months from organizations o where o.id = entry.organization_id),
      ${defaultOrganizationSettings.accessLogRetentionMonths}::int))
    returning 1)
    select count(*)::int as count from gone`);
  const [row] = (result as unknown as { rows: { count: number }[] }).rows;
  return Number(row?.count ?? 0);
}

/** Every night at 03:40, on one replica. */
export const accessLogRetentionJob = defineJob({
  name: 'access-log-retention',
  payload: z.object({}),
  schedule: { cron: '40 3 * * *', timeZone: 'Europe/Warsaw', payload: {} },
  singleton: true,
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  async handler(_payload, { transaction, log }) {
    const count = await transaction((tx) => deleteExpiredAccessLog(tx, new Date()));
    if (count > 0) log.info({ count }, 'access log entries past their retention deleted');
  },
});
