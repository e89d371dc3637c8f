import type { AdminOrganizationListQuery, AdminOrganizationSort } from '@care/contracts';
import { and, asc, count, desc, eq, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organizations } from '../../db/schema';
import { containsPattern, folded } from '../../db/search';

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

/** Every order of the organization, counted off its (organization_id, created_at) index. */
const ordersCount = sql<number>`(
  select count(*)::int from orders counted
  where counted.organization_id = "organizations"."id"
)`;

const adminColumns = {
  id: organizations.id,
  name: organizations.name,
  version: organizations.version,
  createdAt: organizations.createdAt,
  membersCount,
  ordersCount,
};

export async function findLiveOrganization(db: Database, organizationId: string) {
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), organizationIsLive));
  return organization ?? null;
}

export async function findAdminOrganization(db: Database, organizationId: string) {
  const [organization] = await db
    .select(adminColumns)
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), organizationIsLive));
  return organization ?? null;
}

/** A live organization locked for a write in the transaction; null when there is none. */
export async function lockLiveOrganization(tx: Database, organizationId: string) {
  const [organization] = await tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), organizationIsLive))
    .for('update');
  return organization ?? null;
}

const sortColumns: Record<string, SQL | typeof organizations.createdAt> = {
  name: folded(sql`${organizations.name}`),
  createdAt: organizations.createdAt,
  membersCount,
};

/** The sort's key, then id the same way, so pages never repeat or skip a row. */
function orderBy(sort: AdminOrganizationSort) {
  const descending = sort.startsWith('-');
  const direction = descending ? desc : asc;
  const column = sortColumns[descending ? sort.slice(1) : sort];
  if (!column) throw new Error(`Unknown organization sort ${sort}`);
  return [direction(column), direction(organizations.id)];
}

function listFilter(search: string | undefined) {
  const words = (search ?? '').split(/\s+/).filter(Boolean);
  return and(
    organizationIsLive,
    ...words.map((word) =>
      like(folded(sql`${organizations.name}`), folded(sql`${containsPattern(word)}`)),
    ),
  );
}

/** Admins have tens or hundreds of organizations, so every sort reads the live rows directly. */
export function liveOrganizationPage(db: Database, query: AdminOrganizationListQuery) {
  return db
    .select(adminColumns)
    .from(organizations)
    .where(listFilter(query.search))
    .orderBy(...orderBy(query.sort))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

export async function countLiveOrganizations(
  db: Database,
  search?: string | undefined,
): Promise<number> {
  const [row] = await db.select({ count: count() }).from(organizations).where(listFilter(search));
  return row?.count ?? 0;
}
