import type { AdminOrganization, Organization, OrganizationCreate } from '@care/contracts';
import type { Account } from '../../auth/caller';
import { isUniqueViolation } from '../../db/errors';
import { one } from '../../db/rows';
import { members, organizations } from '../../db/schema';
import { problems } from '../../domain/errors';
import { queueInvitationEmail } from '../../mail';
import { changedFields, recordAudit } from '../audit/service';
import type { ModuleDeps } from '../deps';
import type { Language } from '../notifications/language';
import { toAdminOrganization } from './dto';
import { countLiveOrganizations, findLiveOrganization, liveOrganizationPage } from './queries';

const memberFields = [
  'status',
  'role',
  'accountOwnerType',
  'accountEmail',
  'firstName',
  'lastName',
  'isSuperOperator',
] as const;

export function createOrganizationService({ db, enqueue }: Pick<ModuleDeps, 'db' | 'enqueue'>) {
  return {
    async get(organizationId: string): Promise<Organization> {
      const organization = await findLiveOrganization(db, organizationId);
      if (!organization) throw problems.notFound();
      return organization;
    },

    /** Newest first, with a total: admins see the organization they just created on top. */
    async list(page: number, limit: number) {
      const [rows, total] = await Promise.all([
        liveOrganizationPage(db, limit, (page - 1) * limit),
        countLiveOrganizations(db),
      ]);
      return {
        items: rows.map(toAdminOrganization),
        pagination: { page, limit, total, isLast: page * limit >= total },
      };
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
          await queueInvitationEmail({
            tx,
            enqueue,
            memberId: member.id,
            invitedBy: admin.id,
            language,
          });
          return toAdminOrganization({ ...organization, membersCount: 1 });
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw problems.duplicate('An organization with this name already exists.');
        throw error;
      }
    },
  };
}
