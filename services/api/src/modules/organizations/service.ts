import type { AdminOrganization, Organization, OrganizationCreate } from '@care/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Account } from '../../auth/caller';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { one } from '../../db/rows';
import { members, organizations } from '../../db/schema';
import { problems } from '../../http/problem';
import { changedFields, recordAudit } from '../audit/audit';
import { organizationIsLive } from '../members/queries';

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

const memberFields = [
  'status',
  'role',
  'accountOwnerType',
  'accountEmail',
  'firstName',
  'lastName',
  'isSuperOperator',
] as const;

export function createOrganizationService(db: Database) {
  return {
    async get(organizationId: string): Promise<Organization> {
      const [organization] = await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(and(eq(organizations.id, organizationId), organizationIsLive));
      if (!organization) throw problems.notFound();
      return organization;
    },

    /** Newest first, with a total: admins see the organization they just created on top. */
    async list(page: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
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
          .offset((page - 1) * limit),
        db.select({ count: count() }).from(organizations).where(organizationIsLive),
      ]);
      const totalCount = total?.count ?? 0;
      const items: AdminOrganization[] = rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      }));
      return {
        items,
        pagination: { page, limit, total: totalCount, isLast: page * limit >= totalCount },
      };
    },

    /** The organization and its first super operator, invited as a PENDING member. */
    async create(admin: Account, input: OrganizationCreate): Promise<AdminOrganization> {
      try {
        return await db.transaction(async (tx) => {
          const organization = one(
            await tx.insert(organizations).values({ name: input.name }).returning(),
          );
          const member = one(
            await tx
              .insert(members)
              .values({
                organizationId: organization.id,
                status: 'PENDING',
                role: 'OPERATOR',
                accountOwnerType: 'OWN_ACCOUNT',
                accountEmail: input.operator.email.toLowerCase(),
                firstName: input.operator.firstName,
                lastName: input.operator.lastName,
                isSuperOperator: true,
              })
              .returning(),
          );
          await recordAudit(tx, {
            actorAccountId: admin.id,
            organizationId: organization.id,
            entity: 'organization',
            entityId: organization.id,
            action: 'created',
            changes: changedFields(null, organization, ['name']),
          });
          await recordAudit(tx, {
            actorAccountId: admin.id,
            organizationId: organization.id,
            entity: 'member',
            entityId: member.id,
            action: 'invited',
            changes: changedFields(null, member, memberFields),
          });
          return {
            id: organization.id,
            name: organization.name,
            createdAt: organization.createdAt.toISOString(),
            membersCount: 1,
          };
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw problems.duplicate('An organization with this name already exists.');
        throw error;
      }
    },
  };
}
