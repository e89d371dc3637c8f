import { and, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { RegisteredCaller } from '../../auth/caller';
import type { Identity } from '../../auth/identity';
import type { Database } from '../../db/database';
import { accounts, members, organizations } from '../../db/schema';
import { problems } from '../../domain/errors';
import { changedFields, recordAudit } from '../audit/service';
import { countingSuperOperators, notEnded } from '../members/queries';
import { organizationIsLive } from '../organizations/queries';

/** The account's memberships: linked to it by an answer, or addressed to its e-mail. */
const membershipsOf = (accountId: string, email: string) =>
  or(eq(members.accountId, accountId), eq(members.accountEmail, email));

/**
 * The live organizations where the account is a super operator that counts (ACCEPTED or PENDING,
 * not ended), each with its name for the refusal's message.
 */
function superOperatorships(tx: Database, accountId: string, email: string) {
  return tx
    .select({ memberId: members.id, organizationId: organizations.id, name: organizations.name })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(
      and(
        membershipsOf(accountId, email),
        organizationIsLive,
        eq(members.role, 'OPERATOR'),
        eq(members.isSuperOperator, true),
        inArray(members.status, ['ACCEPTED', 'PENDING']),
        notEnded,
      ),
    );
}

/** Whether anyone else still belongs to the organization (any status but gone for good). */
async function hasOtherMembers(tx: Database, organizationId: string, ownMemberIds: string[]) {
  const [other] = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.organizationId, organizationId),
        notInArray(members.id, ownMemberIds),
        notInArray(members.status, ['INACTIVE', 'REJECTED']),
        notEnded,
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * Refuses while the account is the last super operator of an organization someone else still
 * belongs to: nobody could manage its operators afterwards. Each organization's memberships are
 * locked first, so two super operators deleting their accounts at once cannot both go.
 */
async function refuseLastSuperOperator(tx: Database, accountId: string, email: string) {
  const own = await superOperatorships(tx, accountId, email);
  const ownIds = own.map(({ memberId }) => memberId);
  for (const { organizationId, name } of own) {
    const counting = await countingSuperOperators(tx, organizationId);
    const others = counting.filter(({ id }) => !ownIds.includes(id));
    if (others.length === 0 && (await hasOtherMembers(tx, organizationId, ownIds))) {
      throw problems.lastSuperOperator(
        `You are the last super operator of ${name}, which has other members: make one of them a super operator before deleting your account.`,
      );
    }
  }
}

/**
 * Deletes the caller's account: its memberships become INACTIVE (each organization keeps its
 * record and history), the account row goes with its persons, devices and notifications, and
 * the identity user last, inside the transaction, so a failure there leaves everything as it was.
 */
export async function deleteAccount(
  db: Database,
  identity: Identity,
  caller: RegisteredCaller,
): Promise<void> {
  const { account } = caller;
  await db.transaction(async (tx) => {
    await refuseLastSuperOperator(tx, account.id, account.email);

    const before = await tx
      .select()
      .from(members)
      .where(and(membershipsOf(account.id, account.email), ne(members.status, 'INACTIVE')));
    if (before.length > 0) {
      const ended = await tx
        .update(members)
        .set({
          status: 'INACTIVE',
          accountId: null,
          personId: null,
          endDate: sql`coalesce(${members.endDate}, now())`,
          version: sql`${members.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          inArray(
            members.id,
            before.map(({ id }) => id),
          ),
        )
        .returning();
      for (const member of ended) {
        const previous = before.find(({ id }) => id === member.id);
        await recordAudit(tx, {
          actorAccountId: account.id,
          organizationId: member.organizationId,
          entity: 'member',
          entityId: member.id,
          action: 'account-deleted',
          changes: changedFields(previous ?? null, member, [
            'status',
            'accountId',
            'personId',
            'endDate',
            'version',
          ]),
        });
      }
    }

    // No name or e-mail in the record: the point of deleting is that they are gone.
    await recordAudit(tx, {
      actorAccountId: account.id,
      organizationId: null,
      entity: 'account',
      entityId: account.id,
      action: 'deleted',
      changes: { deleted: { before: false, after: true } },
    });
    // Unlinked here, not by the foreign keys' cascades: PostgreSQL checks a member's person link
    // while the same statement is deleting that person, and refuses.
    await tx
      .update(members)
      .set({ accountId: null, personId: null })
      .where(eq(members.accountId, account.id));
    await tx.delete(accounts).where(eq(accounts.id, account.id));
    await identity.deleteUser(caller.uid);
  });
}
