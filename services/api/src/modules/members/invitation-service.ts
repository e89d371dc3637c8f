import type { Invitation, InvitationStatus, OwnMember, MemberStatusUpdate } from '@care/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Account } from '../../auth/caller';
import type { Database } from '../../db/database';
import { z } from 'zod';
import { accounts, auditEvents, members, organizations, persons } from '../../db/schema';
import { problems } from '../../domain/errors';
import { erasedInOrganization } from '../audit/actor';
import { changedFields, recordAudit } from '../audit/service';
import { organizationIsLive } from '../organizations/queries';
import { toInvitation, toOwnMember } from './dto';
import { effectiveStatus, invitationsAddressedTo, notEnded, tagsByMember } from './queries';

/** The audit actions that send a member an invitation e-mail. */
const invitingActions = ['invited', 'imported', 'invitation-resent'];

const inviterRow = z.object({
  entity_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_administrator: z.boolean(),
});

/**
 * Who invited each member, read off its audit trail: the actor of its latest invitation (added,
 * imported or resent), as the e-mail named them. An admin outside the organization is the one
 * who created it with its first operator. Nobody, once the organization erased the inviter's
 * data as its member.
 */
async function invitersOf(
  db: Database,
  memberIds: string[],
): Promise<Map<string, NonNullable<Invitation['invitedBy']>>> {
  if (memberIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select distinct on (${auditEvents.entityId}) ${auditEvents.entityId} as entity_id,
      ${accounts.firstName} as first_name, ${accounts.lastName} as last_name,
      (${accounts.isAdmin} and not exists (
        select 1 from ${members} where ${members.organizationId} = ${auditEvents.organizationId}
          and ${members.accountId} = ${accounts.id})) as is_administrator
    from ${auditEvents}
    join ${accounts} on ${accounts.id} = ${auditEvents.actorAccountId}
      and not ${erasedInOrganization(sql`${accounts.id}`, sql`${auditEvents.organizationId}`)}
    where ${auditEvents.entity} = 'member'
      and ${auditEvents.entityId} in (select unnest(${sql.param(memberIds)}::uuid[]))
      and ${auditEvents.action} in (select unnest(${sql.param(invitingActions)}::text[]))
    order by ${auditEvents.entityId}, ${auditEvents.occurredAt} desc, ${auditEvents.id} desc`);
  const rows = z.array(inviterRow).parse((result as unknown as { rows: unknown[] }).rows);
  return new Map(
    rows.map((row) => [
      row.entity_id,
      {
        firstName: row.first_name,
        lastName: row.last_name,
        isAdministrator: row.is_administrator,
      },
    ]),
  );
}

/** The invitee's side: invitations addressed to an account's e-mail, and its answer to one. */
export function createInvitationService(db: Database) {
  return {
    /** Invitations addressed to the account's email in live organizations, newest first. */
    async listInvitations(
      account: Account,
      status: InvitationStatus | undefined,
    ): Promise<Invitation[]> {
      const rows = await db
        .select({
          member: members,
          organization: { id: organizations.id, name: organizations.name },
          status: effectiveStatus,
        })
        .from(members)
        .innerJoin(organizations, eq(organizations.id, members.organizationId))
        .where(invitationsAddressedTo(account.email, status))
        .orderBy(desc(members.createdAt), desc(members.id));
      const inviters = await invitersOf(
        db,
        rows.map(({ member }) => member.id),
      );
      return rows.map(({ member, organization, status: current }) =>
        toInvitation(member, organization, current, inviters.get(member.id) ?? null),
      );
    },

    async countInvitations(
      account: Account,
      status: InvitationStatus | undefined,
    ): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(members)
        .innerJoin(organizations, eq(organizations.id, members.organizationId))
        .where(invitationsAddressedTo(account.email, status));
      return row?.count ?? 0;
    },

    /**
     * The invitee (matched by email) accepts or rejects a PENDING invitation. The UPDATE only
     * matches while the row is still PENDING, so of two concurrent answers exactly one wins.
     */
    async answerInvitation(
      account: Account,
      invitationId: string,
      input: MemberStatusUpdate,
    ): Promise<OwnMember> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ member: members })
          .from(members)
          .innerJoin(organizations, eq(organizations.id, members.organizationId))
          .where(
            and(
              eq(members.id, invitationId),
              eq(members.accountEmail, account.email),
              organizationIsLive,
            ),
          );
        if (!found) throw problems.notFound();
        const invitation = found.member;

        const [person] = await tx
          .select()
          .from(persons)
          .where(and(eq(persons.id, input.personId), eq(persons.accountId, account.id)));
        if (!person) {
          throw problems.validation('The request body is invalid.', [
            { path: 'personId', message: 'Not one of your persons' },
          ]);
        }
        if (
          input.status === 'ACCEPTED' &&
          invitation.accountOwnerType === 'OWN_ACCOUNT' &&
          !person.isOwn
        ) {
          throw problems.validation('The request body is invalid.', [
            { path: 'personId', message: 'An own-account invitation is accepted for yourself' },
          ]);
        }

        const accepted = input.status === 'ACCEPTED';
        const [updated] = await tx
          .update(members)
          .set({
            status: input.status,
            ...(accepted
              ? { accountId: account.id, personId: person.id, startDate: sql`now()` }
              : {}),
            version: sql`${members.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(members.id, invitation.id), eq(members.status, 'PENDING'), notEnded))
          .returning();
        if (!updated)
          throw problems.invalidTransition('Only a pending invitation can be answered.');

        await recordAudit(tx, {
          actorAccountId: account.id,
          organizationId: updated.organizationId,
          entity: 'member',
          entityId: updated.id,
          action: accepted ? 'invitation-accepted' : 'invitation-rejected',
          changes: changedFields(invitation, updated, [
            'status',
            'accountId',
            'personId',
            'startDate',
            'version',
          ]),
        });
        const tags = await tagsByMember(tx, [updated.id]);
        return toOwnMember(updated, tags.get(updated.id) ?? []);
      });
    },
  };
}
