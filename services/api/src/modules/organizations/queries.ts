import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organizations } from '../../db/schema';

/** A deleted organization keeps its row (soft delete) but is gone for everyone. */
export const organizationIsLive = isNull(organizations.deletedAt);

/**
 * Members that belong to the organization now or are about to (not rejected, not gone), counted
 * off the (organization_id, status) index. Written out in SQL: Drizzle leaves columns of a
 * single-table select unqualified, which inside a subquery would bind to the members table.
 */
const membersCount = sql<number>`(
  select count(*)::int from members counted
  where counted.organization_id = "organizations"."id"
    and counted.status in ('PENDING', 'ACCEPTED', 'DEACTIVATED')
)`;

export async function findLiveOrganization(db: Database, organizationId: string) {
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), organizationIsLive));
  return organization ?? null;
}

/** Newest first, ties by id, off the (created_at desc, id desc) index. */
export function liveOrganizationPage(db: Database, limit: number, offset: number) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      createdAt: organizations.createdAt,
      membersCount,
    })
    .from(organizations)
    .where(organizationIsLive)
    .orderBy(desc(organizations.createdAt), desc(organizations.id))
    .limit(limit)
    .offset(offset);
}

export async function countLiveOrganizations(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(organizations).where(organizationIsLive);
  return row?.count ?? 0;
}
