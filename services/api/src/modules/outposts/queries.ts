import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outposts } from '../../db/schema';

/** Every outpost of an organization, by name in any case; ties by id so the order never wobbles. */
export function listOutposts(db: Database, organizationId: string) {
  return db
    .select()
    .from(outposts)
    .where(eq(outposts.organizationId, organizationId))
    .orderBy(asc(sql`lower(${outposts.name})`), asc(outposts.id));
}

/** An outpost only through its organization: another organization's id finds nothing. */
const outpostOf = (db: Database, organizationId: string, outpostId: string) =>
  db
    .select()
    .from(outposts)
    .where(and(eq(outposts.id, outpostId), eq(outposts.organizationId, organizationId)));

export async function findOutpost(db: Database, organizationId: string, outpostId: string) {
  const [outpost] = await outpostOf(db, organizationId, outpostId);
  return outpost ?? null;
}

/** The outpost, locked until the transaction ends, so concurrent writers take turns. */
export async function lockOutpost(tx: Database, organizationId: string, outpostId: string) {
  const [outpost] = await outpostOf(tx, organizationId, outpostId).for('update');
  return outpost ?? null;
}
