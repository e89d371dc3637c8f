import type {
  AccountInfo,
  AccountUpdate,
  Permissions,
  Person,
  PersonCreate,
  PolicyAcceptance,
  PolicyVersions,
  Registration,
  SessionPolicy,
} from '@care/contracts';
import {
  defaultOrganizationSettings,
  policyAcceptanceField,
  policyDocuments,
} from '@care/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Account, RegisteredCaller, VerifiedCaller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { one } from '../../db/rows';
import { accounts, members, persons } from '../../db/schema';
import { problems } from '../../domain/errors';
import { changedFields, recordAudit } from '../audit/service';
import type { ModuleDeps } from '../deps';
import { listAcceptedMemberships } from '../members/queries';
import { deleteAccount } from './deletion';
import { policiesToAccept, toAccountInfo, toPerson } from './dto';
import { findAccountByEmail, listPersons } from './queries';

const auditedFields = [
  'firebaseUid',
  'email',
  'firstName',
  'lastName',
  'isPolicyAccepted',
  'formOfAddress',
  'acceptedPrivacyVersion',
  'acceptedTermsVersion',
  'policiesAcceptedAt',
  'isAdmin',
] as const;

async function renameOwnPerson(
  tx: Database,
  accountId: string,
  { firstName, lastName }: AccountUpdate,
) {
  await tx
    .update(persons)
    .set({ firstName, lastName })
    .where(and(eq(persons.accountId, accountId), eq(persons.isOwn, true)));
}

/**
 * What registering or accepting stores: the current versions, accepted now. A registration
 * accepts the documents its form showed, which are the current ones.
 */
const acceptanceOf = (current: PolicyVersions) => ({
  acceptedPrivacyVersion: current.privacy,
  acceptedTermsVersion: current.terms,
  policiesAcceptedAt: sql`now()`,
});

export function createAccountService({ db, identity, adminEmails, policyVersions }: ModuleDeps) {
  // The versions in force are read once per request, so one answer never names two of them.
  const info = (account: Account, inForce = policyVersions()) => toAccountInfo(account, inForce);

  /** A new account with its own person. */
  async function create(
    tx: Database,
    caller: VerifiedCaller,
    input: Registration,
    inForce: PolicyVersions,
  ): Promise<Account> {
    const account = one(
      await tx
        .insert(accounts)
        .values({
          firebaseUid: caller.uid,
          email: caller.email,
          firstName: input.firstName,
          lastName: input.lastName,
          isPolicyAccepted: input.isPolicyAccepted,
          ...acceptanceOf(inForce),
          isAdmin: adminEmails.has(caller.email),
        })
        .returning(),
    );
    const person = one(
      await tx
        .insert(persons)
        .values({
          accountId: account.id,
          firstName: input.firstName,
          lastName: input.lastName,
          isOwn: true,
        })
        .returning(),
    );
    await recordAudit(tx, {
      actorAccountId: account.id,
      organizationId: null,
      entity: 'account',
      entityId: account.id,
      action: 'registered',
      changes: changedFields(null, account, auditedFields),
    });
    await recordAudit(tx, {
      actorAccountId: account.id,
      organizationId: null,
      entity: 'person',
      entityId: person.id,
      action: 'created',
      changes: changedFields(null, person, ['firstName', 'lastName', 'isOwn']),
    });
    return account;
  }

  /**
   * The identity user behind a verified email was recreated (a fresh emulator, a deleted and
   * re-created sign-in): the verified email proves it is the same person, so the existing
   * account moves to the new identity instead of being stuck as "already registered".
   */
  async function relink(
    tx: Database,
    existing: Account,
    caller: VerifiedCaller,
    input: Registration,
    inForce: PolicyVersions,
  ): Promise<Account> {
    const account = one(
      await tx
        .update(accounts)
        .set({
          firebaseUid: caller.uid,
          firstName: input.firstName,
          lastName: input.lastName,
          isPolicyAccepted: input.isPolicyAccepted,
          ...acceptanceOf(inForce),
          isAdmin: existing.isAdmin || adminEmails.has(caller.email),
          updatedAt: sql`now()`,
        })
        .where(eq(accounts.id, existing.id))
        .returning(),
    );
    await renameOwnPerson(tx, account.id, input);
    await recordAudit(tx, {
      actorAccountId: account.id,
      organizationId: null,
      entity: 'account',
      entityId: account.id,
      action: 'relinked',
      changes: changedFields(existing, account, auditedFields),
    });
    return account;
  }

  return {
    /** The caller's account; 404 until it registers, which the shell's guard reads as "register". */
    me(caller: VerifiedCaller): AccountInfo {
      if (!caller.account) throw problems.notFound('This account is not registered yet.');
      return info(caller.account);
    },

    async persons(account: Account): Promise<Person[]> {
      return (await listPersons(db, account.id)).map(toPerson);
    },

    /** Creates the caller's account and sets the `internalId` claim; 409 when already registered. */
    async register(caller: VerifiedCaller, input: Registration): Promise<AccountInfo> {
      if (caller.account) throw problems.alreadyRegistered();
      const inForce = policyVersions();
      try {
        return await db.transaction(async (tx) => {
          const existing = await findAccountByEmail(tx, caller.email);
          const account = existing
            ? await relink(tx, existing, caller, input, inForce)
            : await create(tx, caller, input, inForce);
          // Inside the transaction: if the claim cannot be set, no account is left without it.
          await identity.setInternalId(caller.uid, account.id);
          return info(account, inForce);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw problems.alreadyRegistered();
        throw error;
      }
    },

    /**
     * Records that the caller accepted the current versions. A version that is not the current
     * one (a page left open across a change) is refused, naming its field, so nobody is taken to
     * accept a text they were not shown. Accepting again what is already accepted changes nothing.
     */
    async acceptPolicies(current: Account, input: PolicyAcceptance): Promise<AccountInfo> {
      const inForce = policyVersions();
      const stale = policyDocuments.filter(
        (document) => input[policyAcceptanceField[document]] !== inForce[document],
      );
      if (stale.length > 0) {
        throw problems.stalePolicyVersion(
          stale.map((document) => ({
            path: policyAcceptanceField[document],
            message: `The current version is ${inForce[document]}`,
          })),
        );
      }
      if (policiesToAccept(current, inForce).length === 0) return info(current, inForce);
      return db.transaction(async (tx) => {
        const [account] = await tx
          .update(accounts)
          .set({ ...acceptanceOf(inForce), updatedAt: sql`now()` })
          .where(eq(accounts.id, current.id))
          .returning();
        if (!account) throw problems.notRegistered();
        await recordAudit(tx, {
          actorAccountId: account.id,
          organizationId: null,
          entity: 'account',
          entityId: account.id,
          action: 'policies-accepted',
          changes: changedFields(current, account, auditedFields),
        });
        return info(account, inForce);
      });
    },

    async update(current: Account, input: AccountUpdate): Promise<AccountInfo> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .update(accounts)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(accounts.id, current.id))
          .returning();
        if (!account) throw problems.notRegistered();
        await renameOwnPerson(tx, account.id, input);
        await recordAudit(tx, {
          actorAccountId: account.id,
          organizationId: null,
          entity: 'account',
          entityId: account.id,
          action: 'updated',
          changes: changedFields(current, account, auditedFields),
        });
        return info(account);
      });
    },

    /**
     * A ward of a guardian account: one with a GUARDIAN_ACCOUNT invitation or membership addressed
     * to its e-mail, which accepts for the ward with the new person's id.
     */
    async addPerson(account: Account, input: PersonCreate): Promise<Person> {
      return db.transaction(async (tx) => {
        const [guardianship] = await tx
          .select({ id: members.id })
          .from(members)
          .where(
            and(
              eq(members.accountEmail, account.email),
              eq(members.accountOwnerType, 'GUARDIAN_ACCOUNT'),
              inArray(members.status, ['PENDING', 'ACCEPTED']),
            ),
          )
          .limit(1);
        if (!guardianship) {
          throw problems.forbidden(
            'Only a guardian account adds persons: accept a guardian invitation for someone you care for.',
          );
        }
        const person = one(
          await tx
            .insert(persons)
            .values({ accountId: account.id, ...input, isOwn: false })
            .returning(),
        );
        await recordAudit(tx, {
          actorAccountId: account.id,
          organizationId: null,
          entity: 'person',
          entityId: person.id,
          action: 'created',
          changes: changedFields(null, person, ['firstName', 'lastName', 'isOwn']),
        });
        return toPerson(person);
      });
    },

    /** See `deleteAccount`: memberships INACTIVE, the account and its identity user gone. */
    delete(caller: RegisteredCaller): Promise<void> {
      return deleteAccount(db, identity, caller);
    },

    /**
     * The shortest idle time of the organizations the caller is an ACCEPTED member of: on a
     * computer shared by two of them, the stricter rule holds. No organization: the default.
     */
    async sessionPolicy(account: Account): Promise<SessionPolicy> {
      const limits = (await listAcceptedMemberships(db, account.id)).map(
        (membership) => membership.idleSignOutMinutes,
      );
      return {
        idleSignOutMinutes:
          limits.length > 0 ? Math.min(...limits) : defaultOrganizationSettings.idleSignOutMinutes,
      };
    },

    /** Only current ACCEPTED memberships of live organizations count. */
    async permissions(account: Account): Promise<Permissions> {
      const permissions: Permissions = {
        isAdmin: account.isAdmin,
        operator: {},
        beneficiary: {},
        assistant: {},
      };
      for (const membership of await listAcceptedMemberships(db, account.id)) {
        const { organizationId, memberId } = membership;
        if (membership.role === 'OPERATOR') {
          permissions.operator[organizationId] = {
            memberId,
            isSuperOperator: membership.isSuperOperator,
          };
        } else if (membership.role === 'ASSISTANT') {
          permissions.assistant[organizationId] = { memberId };
        } else {
          const memberIds = permissions.beneficiary[organizationId]?.memberIds ?? [];
          permissions.beneficiary[organizationId] = { memberIds: [...memberIds, memberId] };
        }
      }
      return permissions;
    },
  };
}
