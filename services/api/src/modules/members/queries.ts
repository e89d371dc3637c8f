import type {
  InvitationStatus,
  MemberFilterQuery,
  MemberSort,
  MemberSortField,
  MemberStatus,
} from '@care/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  not,
  notInArray,
  or,
  getTableColumns,
  getTableName,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { accounts, memberTags, members, organizations, tags } from '../../db/schema';
import { containsPattern, folded } from '../../db/search';
import { erasedInOrganization } from '../audit/actor';
import { organizationIsLive } from '../organizations/queries';
import type { MemberTagRow, TagRow } from '../tags/dto';
import { expiringStatuses } from './rules';

/** A member as the services read it: every column but the search text, which only SQL reads. */
export type MemberRow = Omit<typeof members.$inferSelect, 'searchText'>;
const { searchText: _searchText, ...memberColumns } = getTableColumns(members);
/** The columns of `MemberRow`, for selects that answer members. */
export { memberColumns };

/** A membership whose endDate, if any, has not passed. */
export const notEnded = or(isNull(members.endDate), gt(members.endDate, sql`now()`));

/** A membership counts while it is ACCEPTED and not ended. */
export const isCurrentlyAccepted = and(eq(members.status, 'ACCEPTED'), notEnded);

/** The status as of now, in SQL. */
export const effectiveStatus = sql<MemberRow['status']>`case
  when ${members.endDate} <= now() and ${inArray(members.status, [...expiringStatuses])} then 'INACTIVE'::member_status
  else ${members.status} end`;

const invitationStatuses: InvitationStatus[] = ['PENDING', 'ACCEPTED', 'REJECTED'];

/**
 * Memberships addressed to an email in a live organization, with the asked status as of now
 * (any invitation status when none is asked). Needs `organizations` joined.
 */
export function invitationsAddressedTo(email: string, status: InvitationStatus | undefined) {
  return and(
    eq(members.accountEmail, email),
    organizationIsLive,
    status ? eq(effectiveStatus, status) : inArray(effectiveStatus, invitationStatuses),
  );
}

const accountWithOperatorMembership = preparedQuery((db) =>
  db
    .select({
      account: accounts,
      memberId: members.id,
      isSuperOperator: members.isSuperOperator,
      liveOrganizationId: organizations.id,
    })
    .from(accounts)
    .leftJoin(
      members,
      and(
        eq(members.accountId, accounts.id),
        eq(members.organizationId, sql.placeholder('organizationId')),
        eq(members.role, 'OPERATOR'),
        isCurrentlyAccepted,
      ),
    )
    .leftJoin(organizations, and(eq(organizations.id, members.organizationId), organizationIsLive))
    .where(eq(accounts.firebaseUid, sql.placeholder('firebaseUid')))
    .limit(1)
    .prepare('account_with_operator_membership'),
);

/**
 * The account of a Firebase user and its ACCEPTED operator membership of a live organization, if
 * it has one, in one round trip: most requests are an operator's, and each needs both.
 */
export async function findAccountAsOperator(
  db: Database,
  firebaseUid: string,
  organizationId: string,
) {
  const [row] = await accountWithOperatorMembership(db).execute({ firebaseUid, organizationId });
  if (!row) return { account: null, membership: null };
  const { account, memberId, isSuperOperator, liveOrganizationId } = row;
  const membership =
    memberId !== null && isSuperOperator !== null && liveOrganizationId !== null
      ? { memberId, isSuperOperator }
      : null;
  return { account, membership };
}

/** Every current ACCEPTED membership of an account in live organizations. */
export function listAcceptedMemberships(db: Database, accountId: string) {
  return db
    .select({
      memberId: members.id,
      organizationId: members.organizationId,
      role: members.role,
      isSuperOperator: members.isSuperOperator,
      idleSignOutMinutes: organizations.idleSignOutMinutes,
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.accountId, accountId), isCurrentlyAccepted, organizationIsLive));
}

// Named with its table: a select from members alone writes its columns bare, and a bare "id"
// inside the subquery below would be the tag's.
const memberIdQualified = sql`${sql.identifier(getTableName(members))}.${sql.identifier(members.id.name)}`;

/**
 * A member's tags by name, as the JSON of one column: a member read with its tags, or a page of
 * them, is one statement. The fields are those `MemberTagRow` names.
 */
export const tagsOfMember = sql<MemberTagRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', t.id, 'name', t.name, 'abbr', t.abbr, 'description', t.description,
    'color', t.color, 'textColor', t.text_color, 'icon', t.icon) order by t.name)
  from ${memberTags} mt join ${tags} t on t.id = mt.tag_id
  where mt.member_id = ${memberIdQualified}), '[]'::json)`;

/** The columns of `MemberRow` and the member's tags. */
const memberWithTagsColumns = { ...memberColumns, tags: tagsOfMember };
export type MemberWithTagsRow = MemberRow & { tags: MemberTagRow[] };

// One statement whatever the number of members: the ids go as one array.
const tagsOfMembers = preparedQuery((db) =>
  db
    .select({ memberId: memberTags.memberId, tag: tags })
    .from(memberTags)
    .innerJoin(tags, eq(tags.id, memberTags.tagId))
    .where(sql`${memberTags.memberId} = any(${sql.placeholder('memberIds')}::uuid[])`)
    .orderBy(tags.name)
    .prepare('tags_of_members'),
);

/** Tags of each member, keyed by member id. */
export async function tagsByMember(db: Database, memberIds: string[]) {
  const byMember = new Map<string, TagRow[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await tagsOfMembers(db).execute({ memberIds });
  for (const { memberId, tag } of rows)
    byMember.set(memberId, [...(byMember.get(memberId) ?? []), tag]);
  return byMember;
}

/**
 * Members whose status as of now is `status`, written so the (organization_id, status) index
 * can serve it: an ended PENDING or ACCEPTED membership is INACTIVE, not what it stores.
 */
export function hasCurrentStatus(status: MemberStatus): SQL | undefined {
  const ended = and(
    inArray(members.status, [...expiringStatuses]),
    lte(members.endDate, sql`now()`),
  );
  if (status === 'INACTIVE') return or(eq(members.status, 'INACTIVE'), ended);
  if (status === 'PENDING' || status === 'ACCEPTED')
    return and(eq(members.status, status), notEnded);
  return eq(members.status, status);
}

/**
 * The list's filters: the organization, role, status as of now, a tag, and every word of the
 * search somewhere in the folded names and e-mail (case and accents ignored, the trigram index
 * finds them). The search words are folded by the same SQL as the stored text.
 */
export function memberFilter(organizationId: string, query: Omit<MemberFilterQuery, 'sort'>) {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  return and(
    eq(members.organizationId, organizationId),
    query.role ? eq(members.role, query.role) : undefined,
    query.status ? hasCurrentStatus(query.status) : undefined,
    query.tagId
      ? sql`exists (select 1 from ${memberTags} where ${memberTags.memberId} = ${members.id} and ${memberTags.tagId} = ${query.tagId})`
      : undefined,
    query.createdFrom ? gte(members.createdAt, new Date(query.createdFrom)) : undefined,
    ...words.map(
      (word) => sql`${members.searchText} like ${folded(sql`${containsPattern(word)}`)}`,
    ),
  );
}

/**
 * What each sort orders by, with the type its key has in SQL (an export's keyset cursor is
 * read back as text and cast to it). Names sort folded, like the search: "Łukasz" among the Ls.
 */
const sortKeys: Record<MemberSortField, { key: SQL; type: string }> = {
  lastName: { key: folded(sql`${members.lastName}`), type: 'text' },
  firstName: { key: folded(sql`${members.firstName}`), type: 'text' },
  accountEmail: { key: sql`${members.accountEmail}`, type: 'text' },
  role: { key: sql`${members.role}`, type: 'role' },
  status: { key: effectiveStatus, type: 'member_status' },
  createdAt: { key: sql`${members.createdAt}`, type: 'timestamptz' },
};

export function sortOf(sort: MemberSort) {
  const descending = sort.startsWith('-');
  const { key, type } = sortKeys[(descending ? sort.slice(1) : sort) as MemberSortField];
  return { key, type, descending };
}

/** ORDER BY for a sort, ties broken by id in the same direction, so an index serves both. */
export function orderBy(sort: MemberSort) {
  const { key, descending } = sortOf(sort);
  const direction = descending ? desc : asc;
  return [direction(key), direction(members.id)];
}

/** A page of the organization's members, each with its tags. */
export async function memberPage(
  db: Database,
  organizationId: string,
  query: MemberFilterQuery & { page: number; limit: number },
): Promise<MemberWithTagsRow[]> {
  const offset = (query.page - 1) * query.limit;
  return db
    .select(memberWithTagsColumns)
    .from(members)
    .where(memberFilter(organizationId, query))
    .orderBy(...orderBy(query.sort))
    .limit(query.limit)
    .offset(offset);
}

export async function memberCount(
  db: Database,
  organizationId: string,
  query: Omit<MemberFilterQuery, 'sort'>,
) {
  const [row] = await db
    .select({ count: count() })
    .from(members)
    .where(memberFilter(organizationId, query));
  return row?.count ?? 0;
}

const thisMember = and(
  eq(members.id, sql.placeholder('memberId')),
  eq(members.organizationId, sql.placeholder('organizationId')),
);
const memberById = preparedQuery((db) =>
  db.select(memberWithTagsColumns).from(members).where(thisMember).prepare('member_by_id'),
);
const memberByIdLocked = preparedQuery((db) =>
  db
    .select(memberColumns)
    .from(members)
    .where(thisMember)
    .for('update')
    .prepare('member_by_id_for_update'),
);

/**
 * A member with its tags, only through its organization: another organization's id finds
 * nothing.
 */
export async function findMember(
  db: Database,
  organizationId: string,
  memberId: string,
): Promise<MemberWithTagsRow | null> {
  const [member] = await memberById(db).execute({ organizationId, memberId });
  return member ?? null;
}

/** The member, locked until the transaction ends, so concurrent writers take turns. */
export async function lockMember(tx: Database, organizationId: string, memberId: string) {
  const [member] = await memberByIdLocked(tx).execute({ organizationId, memberId });
  return member ?? null;
}

/**
 * The organization's super operators who count for the last-super-operator rule (ACCEPTED or
 * PENDING, not ended). Read under the organization's membership lock (`lockMembershipsOf`): of
 * two operators demoting each other at once, the second reads the first's committed change.
 */
export async function countingSuperOperators(tx: Database, organizationId: string) {
  await lockMembershipsOf(tx, organizationId);
  return tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.organizationId, organizationId),
        eq(members.role, 'OPERATOR'),
        eq(members.isSuperOperator, true),
        inArray(members.status, [...expiringStatuses]),
        notEnded,
      ),
    );
}

/** Which of these ids are not tags of the organization. */
export async function foreignTagIds(tx: Database, organizationId: string, tagIds: string[]) {
  if (tagIds.length === 0) return [];
  const own = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.organizationId, organizationId), inArray(tags.id, tagIds)));
  const known = new Set(own.map(({ id }) => id));
  return tagIds.filter((id) => !known.has(id));
}

/** Gives the member exactly these tags. */
export async function replaceMemberTags(tx: Database, memberId: string, tagIds: string[]) {
  await tx
    .delete(memberTags)
    .where(
      and(
        eq(memberTags.memberId, memberId),
        tagIds.length ? notInArray(memberTags.tagId, tagIds) : undefined,
      ),
    );
  if (tagIds.length)
    await tx
      .insert(memberTags)
      .values(tagIds.map((tagId) => ({ memberId, tagId })))
      .onConflictDoNothing();
}

/** E-mails among these that already have a membership in the organization that has not ended. */
export async function emailsWithMemberships(
  db: Database,
  organizationId: string,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ email: members.accountEmail })
    .from(members)
    .where(
      and(
        eq(members.organizationId, organizationId),
        inArray(members.accountEmail, emails),
        sql`${effectiveStatus} <> 'INACTIVE'`,
      ),
    );
  return new Set(rows.map(({ email }) => email));
}

/**
 * Takes turns between the transactions that add members to one organization, change their roles
 * or take a super operator away (until each commits), so a check and the write it guards cannot
 * interleave with another's. A lock on a key, not on rows: the rows to guard may not exist yet,
 * and a transaction that holds one member's row lock waits here without holding another's.
 */
export async function lockMembershipsOf(tx: Database, organizationId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`members:${organizationId}`}, 0))`,
  );
}

/**
 * Whether the e-mail already has an own-account membership with this role in the organization
 * that has not ended (a guardian has one per ward, so those never clash).
 */
export async function hasOwnMembership(
  tx: Database,
  organizationId: string,
  accountEmail: string,
  role: MemberRow['role'],
  exceptId?: string,
): Promise<boolean> {
  const [found] = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.organizationId, organizationId),
        eq(members.accountEmail, accountEmail),
        eq(members.role, role),
        eq(members.accountOwnerType, 'OWN_ACCOUNT'),
        sql`${effectiveStatus} <> 'INACTIVE'`,
        exceptId ? sql`${members.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** What an operator's edit of a member writes: every field, changed or not. */
export interface MemberFields {
  role: MemberRow['role'];
  isSuperOperator: boolean;
  endDate: Date | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  address: MemberRow['address'];
  formOfAddress: MemberRow['formOfAddress'];
  careNotes: string | null;
  contacts: MemberRow['contacts'];
  homeOutpostId: string | null;
  status: MemberRow['status'];
}

// The values go as the driver sends them, so the end date goes as the ISO text a plain update
// sends (its column's encoding).
const memberUpdate = preparedQuery((db) =>
  db
    .update(members)
    .set({
      role: sql`${sql.placeholder('role')}`,
      isSuperOperator: sql`${sql.placeholder('isSuperOperator')}`,
      endDate: sql`${sql.placeholder('endDate')}`,
      firstName: sql`${sql.placeholder('firstName')}`,
      lastName: sql`${sql.placeholder('lastName')}`,
      phone: sql`${sql.placeholder('phone')}`,
      address: sql`${sql.placeholder('address')}::jsonb`,
      formOfAddress: sql`${sql.placeholder('formOfAddress')}`,
      careNotes: sql`${sql.placeholder('careNotes')}`,
      contacts: sql`${sql.placeholder('contacts')}::jsonb`,
      homeOutpostId: sql`${sql.placeholder('homeOutpostId')}::uuid`,
      status: sql`${sql.placeholder('status')}`,
      version: sql`${members.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(members.id, sql.placeholder('memberId')))
    .returning(memberColumns)
    .prepare('member_update'),
);

/** Writes an operator's edit of the member with a new version; answers the member as it is now. */
export async function updateMemberFields(tx: Database, memberId: string, fields: MemberFields) {
  return memberUpdate(tx).execute({
    memberId,
    ...fields,
    endDate: fields.endDate?.toISOString() ?? null,
    // As the JSON text a plain update would send for the jsonb column.
    address: fields.address === null ? null : JSON.stringify(fields.address),
    contacts: JSON.stringify(fields.contacts),
  });
}

/**
 * The memberships in the organization that the account holds as itself (OWN_ACCOUNT) or for a
 * ward (GUARDIAN_ACCOUNT), oldest first, without the one asked about.
 */
export function membershipsOfAccount(
  db: Database,
  organizationId: string,
  accountId: string,
  accountOwnerType: MemberRow['accountOwnerType'],
  exceptId: string,
) {
  return db
    .select({ memberId: members.id, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(
      and(
        eq(members.organizationId, organizationId),
        eq(members.accountId, accountId),
        eq(members.accountOwnerType, accountOwnerType),
        sql`${members.id} <> ${exceptId}`,
      ),
    )
    .orderBy(asc(members.createdAt), asc(members.id));
}

/**
 * The account holder's name, as they registered it; null when the organization erased the data
 * of a membership of that account (the holder's name would say whose it was).
 */
export async function accountName(db: Database, organizationId: string, accountId: string) {
  const [holder] = await db
    .select({ firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        not(erasedInOrganization(sql`${accounts.id}`, sql`${organizationId}`)),
      ),
    );
  return holder ?? null;
}

/**
 * Leaves the members an outpost looked after without a home outpost, each at a new version,
 * before the outpost is deleted (the foreign key would clear them too, but silently); answers
 * each member's id and new version.
 */
export function clearHomeOutpost(tx: Database, outpostId: string) {
  return tx
    .update(members)
    .set({ homeOutpostId: null, version: sql`${members.version} + 1`, updatedAt: sql`now()` })
    .where(eq(members.homeOutpostId, outpostId))
    .returning({ id: members.id, version: members.version });
}
