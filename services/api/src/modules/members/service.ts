import {
  hasInvitationToSend,
  type MemberBulk,
  type MemberContact,
  type MemberCreate,
  type MemberDetails,
  type MemberErasure,
  type MemberErasureDueQuery,
  memberFullName,
  type MemberListQuery,
  type MemberRelations,
  type MemberUpdate,
} from '@care/contracts';
import { eq, sql } from 'drizzle-orm';
import type { OperatorCaller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { one } from '../../db/rows';
import { members, type tags } from '../../db/schema';
import { DomainError, problems } from '../../domain/errors';
import { type Page, pageOf } from '../../domain/page';
import { assertCurrentVersion, type ExpectedVersion } from '../../domain/versioning';
import { recordMemberRead, recordReads } from '../access-log/record';
import { changedFields, recordAudit } from '../audit/service';
import { queueInvitationEmail } from '../../mail';
import type { ModuleDeps } from '../deps';
import type { Language } from '../notifications/language';
import { toMemberDetails } from './dto';
import { eraseMemberData } from './erasure';
import { erasureDuePage } from './retention';
import { holdOutpostOf, outpostName } from '../outposts/queries';
import { cannotEraseSelfText, cannotRemoveSelfText } from './messages';
import { assertRealPhoneNumbers } from '../../domain/phone';
import {
  accountName,
  findMember,
  foreignTagIds,
  hasOwnMembership,
  countingSuperOperators,
  lockMember,
  lockMembershipsOf,
  memberColumns,
  memberCount,
  memberPage,
  type MemberRow,
  membershipsOfAccount,
  replaceMemberTags,
  tagsByMember,
  updateMemberFields,
} from './queries';
import {
  assertMayManage,
  assertTransition,
  canEnd,
  countsAsSuperOperator,
  currentStatus,
  lastSuperOperator,
  type MemberTransition,
  transitionTarget,
} from './rules';

type TagRow = typeof tags.$inferSelect;

/**
 * The member fields the audit trail records; `tags` and `homeOutpost` (by name, as the history
 * reads them) are added where they change.
 */
export const auditedMemberFields = [
  'status',
  'role',
  'accountOwnerType',
  'accountEmail',
  'firstName',
  'lastName',
  'isSuperOperator',
  'startDate',
  'endDate',
  'invitationDelivery',
  'phone',
  'address',
  'formOfAddress',
  'careNotes',
  'contacts',
  'version',
] as const;

/** Blank care notes are none. */
const careNotesOf = (notes: string | null | undefined) => (notes ? notes : null);

/** The member's own phone and each contact's must be numbers that exist. */
function assertRealPhones(input: { phone?: string | null; contacts?: MemberContact[] }) {
  assertRealPhoneNumbers([
    ...(input.phone ? [{ path: 'phone', phone: input.phone }] : []),
    ...(input.contacts ?? []).map(({ phone }, index) => ({
      path: `contacts.${index}.phone`,
      phone,
    })),
  ]);
}

const tagNames = (rows: TagRow[]) => rows.map((tag) => tag.name).sort();

const invalidBody = (path: string, message: string) =>
  problems.validation('The request body is invalid.', [{ path, message }]);

/** A tag id of another organization (or none) is a 400 on the field that named it. */
async function assertOwnTags(
  tx: Database,
  organizationId: string,
  tagIds: string[],
  field: string,
) {
  const foreign = new Set(await foreignTagIds(tx, organizationId, tagIds));
  if (foreign.size === 0) return;
  throw problems.validation(
    'The request body is invalid.',
    tagIds.flatMap((id, index) =>
      foreign.has(id)
        ? [{ path: `${field}.${index}`, message: 'Not a tag of this organization' }]
        : [],
    ),
  );
}

/**
 * A home outpost that is not one of the organization's is a 400 on the field, as a foreign tag
 * is; the one found is held until the transaction ends, so it cannot be deleted under the write.
 */
async function assertOwnOutpost(tx: Database, organizationId: string, outpostId: string) {
  const outpost = await holdOutpostOf(tx, organizationId, outpostId);
  if (!outpost) throw invalidBody('homeOutpostId', 'Not an outpost of this organization');
  return outpost;
}

/** The audit's change of home outpost, by name; none when it stays. */
async function homeOutpostChange(
  tx: Database,
  before: string | null,
  after: { id: string; name: string } | null,
): Promise<Record<string, { before: unknown; after: unknown }>> {
  if (before === (after?.id ?? null)) return {};
  return {
    homeOutpost: {
      before: before === null ? null : await outpostName(tx, before),
      after: after?.name ?? null,
    },
  };
}

/** Ending or demoting a super operator needs another one to stay. */
async function assertAnotherSuperOperator(tx: Database, member: MemberRow) {
  if (!countsAsSuperOperator(member)) return;
  const counting = await countingSuperOperators(tx, member.organizationId);
  if (counting.filter(({ id }) => id !== member.id).length === 0) throw lastSuperOperator();
}

/**
 * One membership per own account and role that has not ended (a guardian account has one per
 * ward). Checked under the organization's membership lock, so two writers cannot both pass.
 */
async function assertNoOwnMembership(
  tx: Database,
  member: Pick<MemberRow, 'organizationId' | 'accountEmail' | 'role' | 'accountOwnerType'>,
  exceptId?: string,
) {
  if (member.accountOwnerType !== 'OWN_ACCOUNT') return;
  await lockMembershipsOf(tx, member.organizationId);
  if (await hasOwnMembership(tx, member.organizationId, member.accountEmail, member.role, exceptId))
    throw problems.duplicate(
      'This e-mail already has a membership with this role in the organization.',
    );
}

export type MemberPage = Page<MemberDetails>;

/** An erased member's card is not filled in again, nor an invitation sent to nobody. */
function assertNotErased(member: MemberRow) {
  if (member.erasedAt)
    throw problems.invalidTransition('This member’s personal data was erased; it cannot change.');
}

/** Erasing data and reading who is due for it are for super operators. */
function assertSuperOperator(caller: OperatorCaller) {
  if (!caller.operator.isSuperOperator)
    throw problems.forbidden('Only super operators may erase a member’s personal data.');
}

/**
 * One member's outcome in a bulk action: done, with its version now (and the tags a tag action
 * actually changed), or the rule it broke.
 */
export type BulkOutcome = { id: string; error?: DomainError; version?: number; tagIds?: string[] };

export function createMemberService({ db, enqueue }: Pick<ModuleDeps, 'db' | 'enqueue'>) {
  async function withTags(tx: Database, rows: MemberRow[]): Promise<MemberDetails[]> {
    const byMember = await tagsByMember(
      tx,
      rows.map(({ id }) => id),
    );
    const now = new Date();
    return rows.map((row) => toMemberDetails(row, byMember.get(row.id) ?? [], now));
  }

  async function details(tx: Database, row: MemberRow): Promise<MemberDetails> {
    const [member] = await withTags(tx, [row]);
    return member as MemberDetails;
  }

  /**
   * The caller's organization's member, locked, once the caller may manage it and its version is
   * the one the caller read: 404, then 403, then 412.
   */
  async function lockManageable(
    tx: Database,
    caller: OperatorCaller,
    memberId: string,
    expected: ExpectedVersion,
  ) {
    const member = await lockMember(tx, caller.operator.organizationId, memberId);
    if (!member) throw problems.notFound();
    assertMayManage(caller.operator, member.role);
    assertCurrentVersion(expected, member.version);
    return member;
  }

  async function audit(
    tx: Database,
    caller: OperatorCaller,
    action: string,
    before: MemberRow | null,
    after: MemberRow | null,
    extra: Record<string, { before: unknown; after: unknown }> = {},
  ) {
    const entityId = (after ?? before)?.id as string;
    await recordAudit(tx, {
      actorAccountId: caller.account.id,
      organizationId: caller.operator.organizationId,
      entity: 'member',
      entityId,
      action,
      changes: { ...changedFields(before, after, auditedMemberFields), ...extra },
    });
  }

  /** A status move of the state machine, in the caller's transaction. */
  async function transition(
    tx: Database,
    caller: OperatorCaller,
    memberId: string,
    expected: ExpectedVersion,
    move: MemberTransition,
  ): Promise<MemberRow> {
    const before = await lockManageable(tx, caller, memberId, expected);
    assertTransition(move, currentStatus(before));
    if (move === 'resendInvitation') assertNotErased(before);
    if (move === 'deactivate') await assertAnotherSuperOperator(tx, before);
    const status = transitionTarget(move, before);
    const after = one(
      await tx
        .update(members)
        .set({
          status,
          ...(move === 'deactivate' ? { endDate: sql`now()` } : {}),
          ...(move === 'reactivate' ? { endDate: null } : {}),
          version: sql`${members.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(members.id, before.id))
        .returning(memberColumns),
    );
    const action = {
      deactivate: 'deactivated',
      reactivate: 'reactivated',
      resendInvitation: 'invitation-resent',
    }[move];
    await audit(tx, caller, action, before, after);
    return after;
  }

  /**
   * Adds or removes tags of one member; nothing is written when nothing changes. Answers the
   * member's version now and the tags that actually came or went.
   */
  async function retag(
    tx: Database,
    caller: OperatorCaller,
    memberId: string,
    tagIds: string[],
    add: boolean,
    expected: ExpectedVersion,
  ): Promise<{ version: number; tagIds: string[] }> {
    const before = await lockManageable(tx, caller, memberId, expected);
    const current = (await tagsByMember(tx, [before.id])).get(before.id) ?? [];
    const currentIds = new Set(current.map(({ id }) => id));
    const changed = [...new Set(tagIds)].filter((id) => currentIds.has(id) !== add);
    if (changed.length === 0) return { version: before.version, tagIds: [] };
    const next = add
      ? [...currentIds, ...changed]
      : [...currentIds].filter((id) => !changed.includes(id));
    await replaceMemberTags(tx, before.id, next);
    const after = one(
      await tx
        .update(members)
        .set({ version: sql`${members.version} + 1`, updatedAt: sql`now()` })
        .where(eq(members.id, before.id))
        .returning(memberColumns),
    );
    const nextTags = (await tagsByMember(tx, [before.id])).get(before.id) ?? [];
    await audit(tx, caller, 'updated', before, after, {
      tags: { before: tagNames(current), after: tagNames(nextTags) },
    });
    return { version: after.version, tagIds: changed };
  }

  /** A resent invitation: its audit and its e-mail job in the caller's transaction. */
  async function resend(
    tx: Database,
    caller: OperatorCaller,
    memberId: string,
    expected: ExpectedVersion,
    language: Language,
  ): Promise<MemberRow> {
    const resent = await transition(tx, caller, memberId, expected, 'resendInvitation');
    await queueInvitationEmail({
      tx,
      enqueue,
      memberId: resent.id,
      invitedBy: caller.account.id,
      language,
    });
    return resent;
  }

  return {
    async list(caller: OperatorCaller, query: MemberListQuery): Promise<MemberPage> {
      const { organizationId } = caller.operator;
      const [rows, total] = await Promise.all([
        memberPage(db, organizationId, query),
        memberCount(db, organizationId, query),
      ]);
      recordReads(
        db,
        caller,
        'MEMBER_LIST',
        rows.map((row) => ({ memberId: row.id })),
      );
      const now = new Date();
      return pageOf(
        rows.map((row) => toMemberDetails(row, row.tags, now)),
        query,
        total,
      );
    },

    async get(caller: OperatorCaller, memberId: string): Promise<MemberDetails> {
      const member = await findMember(db, caller.operator.organizationId, memberId);
      if (!member) throw problems.notFound();
      recordMemberRead(db, caller, memberId);
      return toMemberDetails(member, member.tags);
    },

    /**
     * A ward's guardian (the account holder, named as their own membership here names them if
     * they have one), or a guardian's wards here. An invitation not yet accepted has neither.
     */
    async relations(caller: OperatorCaller, memberId: string): Promise<MemberRelations> {
      const { organizationId } = caller.operator;
      const member = await findMember(db, organizationId, memberId);
      if (!member) throw problems.notFound();
      const { accountId } = member;
      if (!accountId) return { guardian: null, wards: [] };
      if (member.accountOwnerType === 'OWN_ACCOUNT')
        return {
          guardian: null,
          wards: await membershipsOfAccount(
            db,
            organizationId,
            accountId,
            'GUARDIAN_ACCOUNT',
            member.id,
          ),
        };
      const [own] = await membershipsOfAccount(
        db,
        organizationId,
        accountId,
        'OWN_ACCOUNT',
        member.id,
      );
      const holder = own ?? (await accountName(db, organizationId, accountId));
      return {
        guardian: holder
          ? {
              firstName: holder.firstName,
              lastName: holder.lastName,
              memberId: own?.memberId ?? null,
            }
          : null,
        wards: [],
      };
    },

    /** An invitation: PENDING, its e-mail queued in the language of the request. */
    create(
      caller: OperatorCaller,
      input: MemberCreate,
      language: Language,
    ): Promise<MemberDetails> {
      const { organizationId } = caller.operator;
      if (input.isSuperOperator) assertMayManage(caller.operator, 'OPERATOR');
      assertMayManage(caller.operator, input.role);
      if (input.isSuperOperator && input.role !== 'OPERATOR')
        throw invalidBody('isSuperOperator', 'Only an operator can be a super operator');
      assertRealPhones(input);
      const accountEmail = input.accountEmail.toLowerCase();
      const tagIds = [...new Set(input.tags)];
      return db.transaction(async (tx) => {
        await assertOwnTags(tx, organizationId, input.tags, 'tags');
        const homeOutpost = input.homeOutpostId
          ? await assertOwnOutpost(tx, organizationId, input.homeOutpostId)
          : null;
        await assertNoOwnMembership(tx, { ...input, organizationId, accountEmail });
        const member = one(
          await tx
            .insert(members)
            .values({
              organizationId,
              status: 'PENDING',
              role: input.role,
              accountOwnerType: input.accountOwnerType,
              accountEmail,
              firstName: input.firstName,
              lastName: input.lastName,
              isSuperOperator: input.isSuperOperator,
              invitationDelivery: 'WAITING',
              address: input.address ?? null,
              formOfAddress: input.formOfAddress ?? null,
              careNotes: careNotesOf(input.careNotes),
              contacts: input.contacts ?? [],
              homeOutpostId: homeOutpost?.id ?? null,
            })
            .returning(memberColumns),
        );
        await replaceMemberTags(tx, member.id, tagIds);
        const tagged = (await tagsByMember(tx, [member.id])).get(member.id) ?? [];
        await audit(tx, caller, 'invited', null, member, {
          tags: { before: [], after: tagNames(tagged) },
          ...(await homeOutpostChange(tx, null, homeOutpost)),
        });
        await queueInvitationEmail({
          tx,
          enqueue,
          memberId: member.id,
          invitedBy: caller.account.id,
          language,
        });
        return toMemberDetails(member, tagged);
      });
    },

    update(
      caller: OperatorCaller,
      memberId: string,
      input: MemberUpdate,
      expected: ExpectedVersion,
    ): Promise<MemberDetails> {
      const { organizationId } = caller.operator;
      assertRealPhones(input);
      return db.transaction(async (tx) => {
        const before = await lockMember(tx, organizationId, memberId);
        if (!before) throw problems.notFound();
        const role = input.role ?? before.role;
        if (input.role !== undefined) assertMayManage(caller.operator, role);
        assertMayManage(caller.operator, before.role);
        // Leaving the OPERATOR role leaves super operator too, unless the body insists.
        const isSuperOperator =
          input.isSuperOperator ?? (role === 'OPERATOR' ? before.isSuperOperator : false);
        if (isSuperOperator && role !== 'OPERATOR')
          throw invalidBody('isSuperOperator', 'Only an operator can be a super operator');
        assertCurrentVersion(expected, before.version);
        assertNotErased(before);

        const status = currentStatus(before);
        const endDate =
          input.endDate === undefined
            ? before.endDate
            : input.endDate === null
              ? null
              : new Date(input.endDate);
        const endChanges = endDate?.getTime() !== before.endDate?.getTime();
        if (endChanges && !canEnd(status))
          throw problems.invalidTransition(
            `The end date of a member in status ${status} cannot change.`,
          );
        const demoted = !isSuperOperator || (endChanges && endDate !== null);
        if (demoted) await assertAnotherSuperOperator(tx, before);
        if (input.tags) await assertOwnTags(tx, organizationId, input.tags, 'tags');
        if (role !== before.role) await assertNoOwnMembership(tx, { ...before, role }, before.id);
        const homeOutpostId =
          input.homeOutpostId === undefined ? before.homeOutpostId : input.homeOutpostId;
        const homeOutpost =
          homeOutpostId === null
            ? null
            : homeOutpostId === before.homeOutpostId
              ? undefined
              : await assertOwnOutpost(tx, organizationId, homeOutpostId);

        const currentTags = (await tagsByMember(tx, [before.id])).get(before.id) ?? [];
        const tagIds = input.tags ? [...new Set(input.tags)] : undefined;
        const tagsChange =
          tagIds !== undefined &&
          (tagIds.length !== currentTags.length ||
            !currentTags.every(({ id }) => tagIds.includes(id)));
        const fields = {
          role,
          isSuperOperator,
          endDate,
          firstName: input.firstName ?? before.firstName,
          lastName: input.lastName ?? before.lastName,
          phone: input.phone === undefined ? before.phone : input.phone,
          address: input.address === undefined ? before.address : input.address,
          formOfAddress:
            input.formOfAddress === undefined ? before.formOfAddress : input.formOfAddress,
          careNotes:
            input.careNotes === undefined ? before.careNotes : careNotesOf(input.careNotes),
          contacts: input.contacts ?? before.contacts,
          homeOutpostId,
          // An end date already passed ends the membership now rather than at the next sweep.
          status:
            endChanges && endDate !== null && endDate <= new Date() ? 'INACTIVE' : before.status,
        } as const;
        const fieldsChange =
          Object.keys(changedFields(before, fields, Object.keys(fields))).length > 0;
        if (!fieldsChange && !tagsChange) return details(tx, before);

        if (tagIds && tagsChange) await replaceMemberTags(tx, before.id, tagIds);
        const after = one(await updateMemberFields(tx, before.id, fields));
        const nextTags = tagsChange
          ? ((await tagsByMember(tx, [before.id])).get(before.id) ?? [])
          : currentTags;
        await audit(
          tx,
          caller,
          'updated',
          before,
          after,
          {
            ...(tagsChange
              ? { tags: { before: tagNames(currentTags), after: tagNames(nextTags) } }
              : {}),
            ...(homeOutpost === undefined
              ? {}
              : await homeOutpostChange(tx, before.homeOutpostId, homeOutpost)),
          },
        );
        return toMemberDetails(after, nextTags);
      });
    },

    deactivate(caller: OperatorCaller, memberId: string, expected: ExpectedVersion) {
      return db.transaction(async (tx) =>
        details(tx, await transition(tx, caller, memberId, expected, 'deactivate')),
      );
    },

    reactivate(caller: OperatorCaller, memberId: string, expected: ExpectedVersion) {
      return db.transaction(async (tx) =>
        details(tx, await transition(tx, caller, memberId, expected, 'reactivate')),
      );
    },

    /** Answers the new version, for the ETag of the 204. */
    async resendInvitation(
      caller: OperatorCaller,
      memberId: string,
      expected: ExpectedVersion,
      language: Language,
    ): Promise<number> {
      const member = await db.transaction((tx) => resend(tx, caller, memberId, expected, language));
      return member.version;
    },

    /**
     * The bulk send: each selected member that has an invitation to send is resent as one by one
     * (its own transaction, audit and e-mail job); any other is answered 409 and left as it is.
     */
    async sendInvitations(
      caller: OperatorCaller,
      ids: string[],
      language: Language,
    ): Promise<BulkOutcome[]> {
      const outcomes: BulkOutcome[] = [];
      for (const id of [...new Set(ids)]) {
        try {
          await db.transaction(async (tx) => {
            const member = await lockMember(tx, caller.operator.organizationId, id);
            if (!member) throw problems.notFound();
            assertMayManage(caller.operator, member.role);
            const status = currentStatus(member);
            if (!hasInvitationToSend({ status, invitationDelivery: member.invitationDelivery }))
              throw problems.invalidTransition(
                status === 'PENDING'
                  ? 'This invitation has already been sent; resend it on its own.'
                  : `A member in status ${status} has no invitation to send.`,
              );
            await resend(tx, caller, id, undefined, language);
          });
          outcomes.push({ id });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          outcomes.push({ id, error });
        }
      }
      return outcomes;
    },

    /** Nobody removes their own membership; the message points to account deletion. */
    async remove(
      caller: OperatorCaller,
      memberId: string,
      expected: ExpectedVersion,
      language: Language,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const member = await lockMember(tx, caller.operator.organizationId, memberId);
        if (!member) throw problems.notFound();
        if (member.id === caller.operator.memberId || member.accountId === caller.account.id)
          throw problems.cannotRemoveSelf(cannotRemoveSelfText[language]);
        assertMayManage(caller.operator, member.role);
        assertCurrentVersion(expected, member.version);
        await assertAnotherSuperOperator(tx, member);
        const tagged = (await tagsByMember(tx, [member.id])).get(member.id) ?? [];
        await tx.delete(members).where(eq(members.id, member.id));
        await audit(tx, caller, 'deleted', member, null, {
          tags: { before: tagNames(tagged), after: [] },
        });
      });
    },

    /**
     * Erases the member's personal data once the caller typed the member's full name as shown:
     * 404, 403 (not a super operator), 412, 400 (the name), then 409 (their own membership, an
     * open order, erased already).
     */
    erase(
      caller: OperatorCaller,
      memberId: string,
      input: MemberErasure,
      expected: ExpectedVersion,
      language: Language,
    ): Promise<MemberDetails> {
      return db.transaction(async (tx) => {
        const member = await lockMember(tx, caller.operator.organizationId, memberId);
        if (!member) throw problems.notFound();
        assertSuperOperator(caller);
        assertCurrentVersion(expected, member.version);
        if (input.confirmName.trim() !== memberFullName(member))
          throw invalidBody('confirmName', 'Must be the member’s full name as shown');
        if (member.id === caller.operator.memberId || member.accountId === caller.account.id)
          throw problems.cannotRemoveSelf(cannotEraseSelfText[language]);
        return details(tx, await eraseMemberData(tx, member, caller.account.id));
      });
    },

    /** The INACTIVE members the retention erases within the next month, soonest first. */
    async erasureDue(caller: OperatorCaller, query: MemberErasureDueQuery) {
      assertSuperOperator(caller);
      const { items, total } = await erasureDuePage(db, caller.operator.organizationId, query);
      return pageOf(items, query, total);
    },

    /**
     * Each member in a transaction of its own, so one refusal (another organization's id, an
     * operator for a plain operator, a status that cannot move) does not undo the others.
     */
    async bulk(caller: OperatorCaller, input: MemberBulk): Promise<BulkOutcome[]> {
      if (input.action === 'addTags' || input.action === 'removeTags')
        await assertOwnTags(db, caller.operator.organizationId, input.tagIds, 'tagIds');
      const outcomes: BulkOutcome[] = [];
      // With versions, each member is matched as its own If-Match would be; one left out of
      // them names no version, which never matches.
      const expectedOf = (id: string): ExpectedVersion =>
        input.versions ? (input.versions[id] ?? null) : undefined;
      for (const id of [...new Set(input.ids)]) {
        try {
          outcomes.push(
            await db.transaction(async (tx): Promise<BulkOutcome> => {
              if (input.action === 'deactivate' || input.action === 'reactivate') {
                const after = await transition(tx, caller, id, expectedOf(id), input.action);
                return { id, version: after.version };
              }
              const retagged = await retag(
                tx,
                caller,
                id,
                input.tagIds,
                input.action === 'addTags',
                expectedOf(id),
              );
              return { id, ...retagged };
            }),
          );
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          outcomes.push({ id, error });
        }
      }
      return outcomes;
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
