import type {
  AdminOrganization,
  AdminOrganizationListQuery,
  Organization,
  OrganizationCreate,
  OrganizationRename,
} from '@care/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Account } from '../../auth/caller';
import { isUniqueViolation } from '../../db/errors';
import { one } from '../../db/rows';
import { members, organizations } from '../../db/schema';
import { problems } from '../../domain/errors';
import { pageOf } from '../../domain/page';
import { assertCurrentVersion, type ExpectedVersion } from '../../domain/versioning';
import { queueInvitationEmail } from '../../mail';
import { changedFields, recordAudit } from '../audit/service';
import type { ModuleDeps } from '../deps';
import type { Language } from '../notifications/language';
import { toAdminOrganization } from './dto';
import {
  countLiveOrganizations,
  findAdminOrganization,
  findLiveOrganization,
  liveOrganizationPage,
  lockLiveOrganization,
} from './queries';

const memberFields = [
  'status',
  'role',
  'accountOwnerType',
  'accountEmail',
  'firstName',
  'lastName',
  'isSuperOperator',
] as const;

/** Statuses of a membership that still belongs to the organization, ended by its deletion. */
const endedByDeletion = ['PENDING', 'ACCEPTED', 'DEACTIVATED', 'REJECTED'] as const;

const duplicateName = () => problems.duplicate('An organization with this name already exists.');

/** Unique live names become a 409 however the race between two writers ends. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

export function createOrganizationService({ db, enqueue }: Pick<ModuleDeps, 'db' | 'enqueue'>) {
  return {
    async get(organizationId: string): Promise<Organization> {
      const organization = await findLiveOrganization(db, organizationId);
      if (!organization) throw problems.notFound();
      return organization;
    },

    /** A page in the asked order (newest first by default), with a total for the pager. */
    async list(query: AdminOrganizationListQuery) {
      const [rows, total] = await Promise.all([
        liveOrganizationPage(db, query),
        countLiveOrganizations(db, query.search),
      ]);
      return pageOf(rows.map(toAdminOrganization), query, total);
    },

    /**
     * The organization and its first super operator, invited as a PENDING member; the invitation
     * e-mail, in the admin's language, goes out once this commits.
     */
    async create(
      admin: Account,
      input: OrganizationCreate,
      language: Language,
    ): Promise<AdminOrganization> {
      return uniqueName(() =>
        db.transaction(async (tx) => {
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
          await queueInvitationEmail({
            tx,
            enqueue,
            memberId: member.id,
            invitedBy: admin.id,
            language,
          });
          return toAdminOrganization({ ...organization, membersCount: 1, ordersCount: 0 });
        }),
      );
    },

    /** A stale expected version answers 412, a name another live organization has 409. */
    rename(
      admin: Account,
      organizationId: string,
      input: OrganizationRename,
      expected: ExpectedVersion,
    ): Promise<AdminOrganization> {
      return uniqueName(() =>
        db.transaction(async (tx) => {
          const before = await lockLiveOrganization(tx, organizationId);
          if (!before) throw problems.notFound();
          assertCurrentVersion(expected, before.version);
          await tx
            .update(organizations)
            .set({ name: input.name, version: sql`${organizations.version} + 1` })
            .where(eq(organizations.id, organizationId));
          const after = await findAdminOrganization(tx, organizationId);
          if (!after) throw problems.notFound();
          await recordAudit(tx, {
            actorAccountId: admin.id,
            organizationId,
            entity: 'organization',
            entityId: organizationId,
            action: 'updated',
            changes: changedFields(before, after, ['name', 'version']),
          });
          return toAdminOrganization(after);
        }),
      );
    },

    /**
     * Soft delete: the row stays for the record and its audit trail, every membership ends
     * (INACTIVE), so the organization leaves its people's permissions, sidebars and invitations.
     */
    async remove(admin: Account, organizationId: string, expected: ExpectedVersion) {
      await db.transaction(async (tx) => {
        const organization = await lockLiveOrganization(tx, organizationId);
        if (!organization) throw problems.notFound();
        assertCurrentVersion(expected, organization.version);
        const ended = await tx
          .update(members)
          .set({
            status: 'INACTIVE',
            endDate: sql`coalesce(least(${members.endDate}, now()), now())`,
            version: sql`${members.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(members.organizationId, organizationId),
              inArray(members.status, [...endedByDeletion]),
            ),
          )
          .returning({ id: members.id });
        await tx
          .update(organizations)
          .set({ deletedAt: sql`now()`, version: sql`${organizations.version} + 1` })
          .where(eq(organizations.id, organizationId));
        await recordAudit(tx, {
          actorAccountId: admin.id,
          organizationId,
          entity: 'organization',
          entityId: organizationId,
          action: 'deleted',
          changes: {
            ...changedFields(organization, null, ['name']),
            inactiveMemberIds: { before: [], after: ended.map(({ id }) => id).sort() },
          },
        });
      });
    },
  };
}
