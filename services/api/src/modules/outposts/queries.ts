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

/**
 * The outpost's name if it is one of the organization's, held until the transaction ends so it
 * cannot be deleted under a member being pointed at it (a key share lock blocks only that).
 */
export async function holdOutpostOf(tx: Database, organizationId: string, outpostId: string) {
  const [outpost] = await tx
    .select({ id: outposts.id, name: outposts.name })
    .from(outposts)
    .where(and(eq(outposts.id, outpostId), eq(outposts.organizationId, organizationId)))
    .for('key share');
  return outpost ?? null;
}

/** The outpost's name, whichever organization it is of; null once it is gone. */
export async function outpostName(db: Database, outpostId: string) {
  const [outpost] = await db
    .select({ name: outposts.name })
    .from(outposts)
    .where(eq(outposts.id, outpostId));
  return outpost?.name ?? null;
}
