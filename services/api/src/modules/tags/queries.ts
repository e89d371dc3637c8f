import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tags } from '../../db/schema';

/** Every tag of an organization, by name in any case; ties by id so the order never wobbles. */
export function listTags(db: Database, organizationId: string) {
  return db
    .select()
    .from(tags)
    .where(eq(tags.organizationId, organizationId))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
}

/** A tag only through its organization: another organization's id finds nothing. */
const tagOf = (db: Database, organizationId: string, tagId: string) =>
  db
    .select()
    .from(tags)
    .where(and(eq(tags.id, tagId), eq(tags.organizationId, organizationId)));

export async function findTag(db: Database, organizationId: string, tagId: string) {
  const [tag] = await tagOf(db, organizationId, tagId);
  return tag ?? null;
}

/** The tag, locked until the transaction ends, so concurrent writers take turns. */
export async function lockTag(tx: Database, organizationId: string, tagId: string) {
  const [tag] = await tagOf(tx, organizationId, tagId).for('update');
  return tag ?? null;
}
