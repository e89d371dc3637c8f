import type {
  ErasedPerson,
  FormOfAddress,
  OrderAssistantStatus,
  OrderFilterQuery,
  OrderListQuery,
  OrderSort,
  OrderStatus,
} from '@care/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { containsPattern, folded } from '../../db/search';
import {
  memberSearchNames,
  members,
  orderAssistants,
  orderCounts,
  orderNumberCounters,
  orderOpenings,
  orders,
  organizations,
} from '../../db/schema';
import { actorFormOfAddress, erasedInOrganization } from '../audit/actor';
import { isCurrentlyAccepted } from '../members/queries';
import { organizationIsLive } from '../organizations/queries';
import type { OrderSearch } from './search';

export type OrderRow = typeof orders.$inferSelect;

/** An assigned assistant as the order's row carries it. */
export interface AssistantCell {
  memberId: string;
  firstName: string;
  lastName: string;
  status: OrderAssistantStatus;
}

/** A status change as the order's row carries it (`at` as the database writes time in JSON). */
export interface StatusChangeCell {
  status: OrderStatus;
  at: string;
  actor:
    | {
        accountId: string;
        firstName: string;
        lastName: string;
        formOfAddress: FormOfAddress | null;
      }
    | ErasedPerson
    | null;
  outcome: string | null;
}

// The order's assistants (oldest assignment first) and status changes (oldest first, read off
// its audit events) come with its row, so a page is one statement, whichever database answers.
/** The order's assistants as a cell of its row; `withDeclined: false` leaves out who declined. */
export const assistantsCellOf = ({ withDeclined }: { withDeclined: boolean }) =>
  sql<AssistantCell[]>`coalesce((
  select json_agg(json_build_object(
      'memberId', assigned.member_id, 'firstName', assistant.first_name,
      'lastName', assistant.last_name, 'status', assigned.status)
    order by assigned.created_at, assigned.member_id)
  from order_assistants assigned
  join members assistant on assistant.id = assigned.member_id
  where assigned.order_id = ${orders.id}${withDeclined ? sql`` : sql` and assigned.status <> 'DECLINED'`}),
  '[]'::json)`;
const assistantsCell = assistantsCellOf({ withDeclined: true });

const historyCell = sql<StatusChangeCell[]>`coalesce((
  select json_agg(json_build_object(
      'status', event.changes -> 'status' ->> 'after', 'at', event.occurred_at,
      'outcome', event.changes -> 'outcome' ->> 'after',
      'actor', case when actor.id is null then null
        when ${erasedInOrganization(sql`actor.id`, sql`event.organization_id`)}
          then json_build_object('erased', true)
        else json_build_object(
        'accountId', actor.id, 'firstName', actor.first_name, 'lastName', actor.last_name,
        'formOfAddress', ${actorFormOfAddress(sql`actor.form_of_address`, sql`actor.id`, sql`event.organization_id`)}) end)
    order by event.occurred_at, event.id)
  from audit_events event
  left join accounts actor on actor.id = event.actor_account_id
  where event.entity_id = ${orders.id} and event.entity = 'order' and event.changes ? 'status'),
  '[]'::json)`;

/**
 * An order with the beneficiary member it is for (names, phone, owner type as they are now),
 * its assistants and its history.
 */
const orderFields = {
  order: orders,
  beneficiary: {
    memberId: members.id,
    firstName: members.firstName,
    lastName: members.lastName,
    phone: members.phone,
    accountOwnerType: members.accountOwnerType,
  },
  assistants: assistantsCell,
  history: historyCell,
};

function selectOrders(db: Database) {
  return db
    .select(orderFields)
    .from(orders)
    .innerJoin(members, eq(members.id, orders.beneficiaryMemberId));
}

export type OrderWithBeneficiary = Awaited<ReturnType<typeof selectOrders>>[number];

/**
 * Whether the account has opened the order: one primary-key lookup per row of the page (the
 * database works out such a cell after the sort and the limit, as the ones above).
 */
const openedByCell = (accountId: string | Placeholder) =>
  sql<boolean>`exists (select 1 from ${orderOpenings}
    where ${orderOpenings.orderId} = ${orders.id} and ${orderOpenings.accountId} = ${accountId})`;

/** Orders an assistant membership is asked to take or has taken (not those it declined). */
export function assignedTo(memberIds: readonly string[]) {
  return inArray(
    orders.id,
    sql`(select ${orderAssistants.orderId} from ${orderAssistants}
         where ${inArray(orderAssistants.memberId, [...memberIds])}
           and ${orderAssistants.status} <> 'DECLINED')`,
  );
}

export async function findOrder(db: Database, scope: SQL | undefined) {
  const [row] = await selectOrders(db).where(scope);
  return row ?? null;
}

const orderById = preparedQuery((db) =>
  selectOrders(db)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_by_id'),
);
const orderInOrganization = preparedQuery((db) =>
  selectOrders(db)
    .where(
      and(
        eq(orders.id, sql.placeholder('orderId')),
        eq(orders.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .prepare('order_in_organization'),
);

/** The order with this id, whoever's it is (a write reads back the order it has just written). */
export async function findOrderById(db: Database, orderId: string) {
  const [row] = await orderById(db).execute({ orderId });
  return row ?? null;
}

/** An order only through its organization: another organization's id finds nothing. */
export async function findOrderInOrganization(
  db: Database,
  organizationId: string,
  orderId: string,
) {
  const [row] = await orderInOrganization(db).execute({ organizationId, orderId });
  return row ?? null;
}

/** The order the scope allows, locked until the transaction ends, so writers take turns. */
export async function lockOrder(tx: Database, scope: SQL | undefined) {
  const [order] = await tx.select().from(orders).where(scope).for('update');
  return order ?? null;
}

const operatorAccounts = preparedQuery((db) =>
  db
    .selectDistinct({ accountId: members.accountId })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(
      and(
        eq(members.organizationId, sql.placeholder('organizationId')),
        eq(members.role, 'OPERATOR'),
        isCurrentlyAccepted,
        organizationIsLive,
        isNotNull(members.accountId),
      ),
    )
    .prepare('operator_account_ids'),
);

/** Accounts of the organization's ACCEPTED operators now, each once. */
export async function operatorAccountIds(db: Database, organizationId: string) {
  const rows = await operatorAccounts(db).execute({ organizationId });
  return rows.flatMap(({ accountId }) => (accountId ? [accountId] : []));
}

/** The account behind a membership (a guardian's for a ward), if it has one. */
export async function memberAccountId(db: Database, memberId: string) {
  const [row] = await db
    .select({ accountId: members.accountId })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.accountId ?? null;
}

/** The member's home address as it is now, if it has one. */
export async function memberAddress(db: Database, memberId: string) {
  const [row] = await db
    .select({ address: members.address })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.address ?? null;
}

/** An ACCEPTED assistant of the organization now, if the member is one. */
export async function findCurrentAssistant(db: Database, organizationId: string, memberId: string) {
  const [row] = await db
    .select({ memberId: members.id, accountId: members.accountId })
    .from(members)
    .where(
      and(
        eq(members.id, memberId),
        eq(members.organizationId, organizationId),
        eq(members.role, 'ASSISTANT'),
        isCurrentlyAccepted,
      ),
    );
  return row ?? null;
}

/**
 * The organization's beneficiaries whose name holds every word, in any case and with or without
 * diacritics, read off their stored folded names: a few ids, whose orders come off the
 * beneficiary index.
 */
function beneficiariesNamed(organizationId: string, words: readonly string[]) {
  return sql`(select ${memberSearchNames.memberId} from ${memberSearchNames}
    where ${and(
      eq(memberSearchNames.organizationId, organizationId),
      eq(memberSearchNames.role, 'BENEFICIARY'),
      ...words.map(
        (word) => sql`${memberSearchNames.name} like ${folded(sql`${containsPattern(word)}`)}`,
      ),
    )})`;
}

/**
 * A number is a lookup of the (organization, year, sequence) unique index: in its year, or in
 * each year the organization has numbered orders in.
 */
function searchCondition(organizationId: string, search: OrderSearch) {
  if (search.number)
    return and(
      search.number.year === undefined
        ? inArray(
            orders.numberYear,
            sql`(select ${orderNumberCounters.year} from ${orderNumberCounters}
                 where ${orderNumberCounters.organizationId} = ${organizationId})`,
          )
        : eq(orders.numberYear, search.number.year),
      eq(orders.numberSequence, search.number.sequence),
    );
  return inArray(orders.beneficiaryMemberId, beneficiariesNamed(organizationId, search.words));
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The operator list's filter. A day bound counts whole, in the deployment's time zone; an
 * instant counts as it is. `withStatus` false leaves the status out, for the tabs' counts;
 * `attention`, when given, is the orders that need attention now (`needsAttention`).
 */
export function listCondition(
  organizationId: string,
  query: OrderFilterQuery,
  search: OrderSearch | null,
  timeZone: string,
  withStatus: boolean,
  attention?: SQL,
) {
  const { status, type, assistantId, beneficiaryId, createdFrom, createdTo } = query;
  const startOfDay = (day: string, offsetDays: number) =>
    sql`((${day}::date + ${offsetDays}::int)::timestamp at time zone ${timeZone})`;
  return and(
    eq(orders.organizationId, organizationId),
    withStatus && status ? eq(orders.status, status) : undefined,
    type ? eq(orders.type, type) : undefined,
    assistantId ? assignedTo([assistantId]) : undefined,
    beneficiaryId ? eq(orders.beneficiaryMemberId, beneficiaryId) : undefined,
    createdFrom
      ? gte(
          orders.createdAt,
          isDay(createdFrom) ? startOfDay(createdFrom, 0) : new Date(createdFrom),
        )
      : undefined,
    createdTo
      ? isDay(createdTo)
        ? lt(orders.createdAt, startOfDay(createdTo, 1))
        : lte(orders.createdAt, new Date(createdTo))
      : undefined,
    search ? searchCondition(organizationId, search) : undefined,
    attention,
  );
}

/** Every sort ends with the id, so rows that tie keep one order and pages never overlap. */
export function orderBy(sort: OrderSort): SQL[] {
  const descending = sort.startsWith('-');
  const direction = descending ? desc : asc;
  const field = (descending ? sort.slice(1) : sort) as Exclude<OrderSort, `-${string}`>;
  switch (field) {
    case 'createdAt':
      return [direction(orders.createdAt), direction(orders.id)];
    case 'preferredDate':
      // An order without a preferred date comes last either way: it is the least pressing.
      return [
        sql`${orders.preferredDate} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`,
        direction(orders.id),
      ];
    case 'number':
      return [direction(orders.numberYear), direction(orders.numberSequence), direction(orders.id)];
    case 'status': {
      // Statuses in their life's order (the enum's), the newest first within each; `-status`
      // is exactly the reverse, so both read the (organization, status, created) index.
      const within = descending ? asc : desc;
      return [direction(orders.status), within(orders.createdAt), within(orders.id)];
    }
  }
}

export function orderPage(
  db: Database,
  condition: SQL | undefined,
  sort: OrderSort,
  limit: number,
  offset: number,
) {
  return selectOrders(db)
    .where(condition)
    .orderBy(...orderBy(sort))
    .limit(limit)
    .offset(offset);
}

/** The ids of every order the condition finds, in the sort's order (what an export walks). */
export async function orderIdsInOrder(db: Database, condition: SQL | undefined, sort: OrderSort) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(condition)
    .orderBy(...orderBy(sort));
  return rows.map(({ id }) => id);
}

/** These orders with their beneficiaries, assistants and history, in no particular order. */
export function ordersWithIds(db: Database, ids: readonly string[]) {
  return selectOrders(db).where(inArray(orders.id, [...ids]));
}

/** A page of the operators' list, each order with whether `accountId` has opened it. */
export function operatorOrderPage(
  db: Database,
  condition: SQL | undefined,
  sort: OrderSort,
  limit: number,
  offset: number,
  accountId: string,
) {
  return db
    .select({ ...orderFields, openedByMe: openedByCell(accountId) })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.beneficiaryMemberId))
    .where(condition)
    .orderBy(...orderBy(sort))
    .limit(limit)
    .offset(offset);
}

/** The operators' list narrowed by status and type at most (its tabs): its statement is fixed. */
export type TabQuery = {
  organizationId: string;
  status: OrderStatus | undefined;
  type: OrderListQuery['type'];
  sort: OrderSort;
  limit: number;
  offset: number;
  accountId: string;
};

const tabPageIn = (sort: OrderSort, withStatus: boolean, withType: boolean) =>
  preparedQuery((db) =>
    db
      .select({ ...orderFields, openedByMe: openedByCell(sql.placeholder('accountId')) })
      .from(orders)
      .innerJoin(members, eq(members.id, orders.beneficiaryMemberId))
      .where(
        and(
          eq(orders.organizationId, sql.placeholder('organizationId')),
          withStatus ? eq(orders.status, sql.placeholder('status')) : undefined,
          withType ? eq(orders.type, sql.placeholder('type')) : undefined,
        ),
      )
      .orderBy(...orderBy(sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(
        `order_tab_page_${sort.replace('-', 'desc_')}${withStatus ? '_status' : ''}${withType ? '_type' : ''}`,
      ),
  );
const tabPages = new Map<string, ReturnType<typeof tabPageIn>>();

/** A page of one tab of the operators' list, as `operatorOrderPage` answers it, prepared. */
export function operatorTabPage(db: Database, query: TabQuery) {
  const { sort, status, type } = query;
  const key = `${sort}|${status ? 's' : ''}|${type ? 't' : ''}`;
  let page = tabPages.get(key);
  if (!page) {
    page = tabPageIn(sort, status !== undefined, type !== undefined);
    tabPages.set(key, page);
  }
  return page(db).execute(query);
}

/** Records that the account opened the order; opening it again keeps the first time. */
export async function recordOpening(db: Database, orderId: string, accountId: string) {
  await db.insert(orderOpenings).values({ orderId, accountId }).onConflictDoNothing();
}

/** How many orders of each status match; statuses no order has are absent. */
export async function countByStatus(db: Database, condition: SQL | undefined) {
  const rows = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(condition)
    .groupBy(orders.status);
  return new Map<OrderStatus, number>(rows.map((row) => [row.status, row.count]));
}

const keptCountsIn = (withType: boolean) =>
  preparedQuery((db) =>
    db
      .select({ status: orderCounts.status, count: sql<number>`sum(${orderCounts.count})::int` })
      .from(orderCounts)
      .where(
        and(
          eq(orderCounts.organizationId, sql.placeholder('organizationId')),
          withType ? eq(orderCounts.type, sql.placeholder('type')) : undefined,
        ),
      )
      .groupBy(orderCounts.status)
      .prepare(withType ? 'order_kept_counts_of_type' : 'order_kept_counts'),
  );
const keptCounts = { all: keptCountsIn(false), ofType: keptCountsIn(true) };

/** How many orders of each status an organization has (of one type), off the kept counts. */
export async function keptCountByStatus(
  db: Database,
  organizationId: string,
  type: OrderListQuery['type'],
) {
  const rows = type
    ? await keptCounts.ofType(db).execute({ organizationId, type })
    : await keptCounts.all(db).execute({ organizationId });
  return new Map<OrderStatus, number>(rows.map((row) => [row.status, row.count]));
}

/** How many orders match, for the pages of the beneficiary's and assistant's own lists. */
export async function countOrders(db: Database, condition: SQL | undefined) {
  const [row] = await db.select({ count: count() }).from(orders).where(condition);
  return row?.count ?? 0;
}
