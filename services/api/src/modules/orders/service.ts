import {
  canTransition,
  type Order,
  type OrderAssistantStatus,
  type OrderCounts,
  type OrderCreate,
  type OrderList,
  type OrderListQuery,
  type OrderPage,
  type ListedOrder,
  type OrderStatus,
  orderStaffingStatuses,
  orderStatuses,
  type OwnOrderQuery,
} from '@care/contracts';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AssistantCaller, BeneficiaryCaller, OperatorCaller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { one } from '../../db/rows';
import { orderAssistants, orders } from '../../db/schema';
import { problems } from '../../domain/errors';
import { assertCurrentVersion, type ExpectedVersion } from '../../domain/versioning';
import { changedFields, recordAudit } from '../audit/service';
import type { ModuleDeps } from '../deps';
import { createNotifier, type NotificationBatch } from '../notifications/send';
import { toOrder } from './dto';
import { formatOrderNumber, insertNumberedOrder } from './numbering';
import {
  assignedTo,
  countByStatus,
  countOrders,
  findCurrentAssistant,
  findOrder,
  findOrderById,
  findOrderInOrganization,
  keptCountByStatus,
  listCondition,
  lockOrder,
  memberAccountId,
  type OrderRow,
  type OrderWithBeneficiary,
  operatorAccountIds,
  operatorOrderPage,
  operatorTabPage,
  orderPage,
  recordOpening,
} from './queries';
import { parseOrderSearch } from './search';

/** What an order's audit events record of it when it changes. */
const changingFields = ['status', 'rejectionReason', 'version'] as const;
const createdFields = [
  'number',
  'beneficiaryMemberId',
  'type',
  'description',
  'preferredDate',
  'address',
  ...changingFields,
] as const;

type Assignment = { memberId: string; status: OrderAssistantStatus } | null;

interface Change {
  actorAccountId: string;
  action: string;
  set?: { status?: OrderStatus; rejectionReason?: string };
  /** One assistant's assignment as it was and as it is now. */
  assistant?: { before: Assignment; after: Assignment };
}

const refuse = (status: OrderStatus, what: string) =>
  problems.invalidTransition(`The order is ${status}, so it cannot ${what}.`);

/** The state machine's answer, with the current status named when it says no. */
function assertCanBecome(order: OrderRow, to: OrderStatus, what: string) {
  if (!canTransition(order.status, to)) throw refuse(order.status, what);
}

function assertStaffing(order: OrderRow, what: string) {
  if (!orderStaffingStatuses.includes(order.status)) throw refuse(order.status, what);
}

const byId = (orderId: string) => eq(orders.id, orderId);
const found = (row: OrderWithBeneficiary | null): Order => {
  if (!row) throw problems.notFound();
  return toOrder(row);
};
const numberOf = (order: OrderRow) => formatOrderNumber(order.numberYear, order.numberSequence);
const pageOf = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  isLast: page * limit >= total,
});

export function createOrderService(deps: ModuleDeps) {
  const { db, timeZone } = deps;
  const notify = createNotifier(deps);

  async function readOne(executor: Database, scope: SQL | undefined): Promise<Order> {
    return found(await findOrder(executor, scope));
  }

  /** The order just written, read back with its beneficiary, assistants and history. */
  async function readBack(tx: Database, orderId: string): Promise<Order> {
    return found(await findOrderById(tx, orderId));
  }

  /** The order the scope allows, locked, at the version the caller read; 404 for any other. */
  async function lockCurrent(tx: Database, scope: SQL | undefined, expected: ExpectedVersion) {
    const order = await lockOrder(tx, scope);
    if (!order) throw problems.notFound();
    assertCurrentVersion(expected, order.version);
    return order;
  }

  /** Writes a change with a new version and its audit event, in the caller's transaction. */
  async function apply(tx: Database, before: OrderRow, change: Change): Promise<OrderRow> {
    const after = one(
      await tx
        .update(orders)
        .set({ ...change.set, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
        .where(eq(orders.id, before.id))
        .returning(),
    );
    await recordAudit(tx, {
      actorAccountId: change.actorAccountId,
      organizationId: before.organizationId,
      entity: 'order',
      entityId: before.id,
      action: change.action,
      changes: {
        ...changedFields(before, after, changingFields),
        ...(change.assistant ? { assistant: change.assistant } : {}),
      },
    });
    return after;
  }

  const notice = (order: OrderRow) => ({
    id: order.id,
    organizationId: order.organizationId,
    number: numberOf(order),
    type: order.type,
  });

  const toBeneficiary = async (tx: Database, order: OrderRow): Promise<string[]> => {
    const accountId = await memberAccountId(tx, order.beneficiaryMemberId);
    return accountId ? [accountId] : [];
  };

  async function send(tx: Database, order: OrderRow, batches: NotificationBatch[]) {
    await notify(tx, notice(order), batches);
  }

  /** The start of today in the deployment's time zone, as the database's clock has it. */
  async function startOfToday(tx: Database): Promise<Date> {
    const result = await tx.execute<{ start: string | Date }>(
      sql`select (date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone}) as start`,
    );
    const rows = (result as unknown as { rows: { start: string | Date }[] }).rows;
    return new Date(rows[0]?.start ?? Date.now());
  }

  /** The membership an order is for: named by a guardian of several, else the caller's one. */
  function orderedFor(caller: BeneficiaryCaller, memberId: string | undefined): string {
    const { memberIds } = caller.beneficiary;
    if (memberId !== undefined) {
      if (memberIds.includes(memberId)) return memberId;
      throw problems.validation('The request body is invalid.', [
        { path: 'memberId', message: 'Not one of your memberships in this organization' },
      ]);
    }
    const [only] = memberIds;
    if (memberIds.length === 1 && only) return only;
    throw problems.validation('The request body is invalid.', [
      { path: 'memberId', message: 'Name the person the order is for' },
    ]);
  }

  const beneficiaryScope = (caller: BeneficiaryCaller, orderId?: string) =>
    and(
      orderId ? byId(orderId) : undefined,
      eq(orders.organizationId, caller.beneficiary.organizationId),
      inArray(orders.beneficiaryMemberId, [...caller.beneficiary.memberIds]),
    );
  const operatorScope = (caller: OperatorCaller, orderId: string) =>
    and(byId(orderId), eq(orders.organizationId, caller.operator.organizationId));
  const assistantMemberIds = (caller: AssistantCaller) =>
    caller.assistant.memberships.map((membership) => membership.memberId);
  const assistantScope = (caller: AssistantCaller, orderId?: string) =>
    and(orderId ? byId(orderId) : undefined, assignedTo(assistantMemberIds(caller)));

  /** A page of the caller's own orders, newest first. */
  async function ownPage(scope: SQL | undefined, query: OwnOrderQuery): Promise<OrderPage> {
    const { page, limit, status } = query;
    const condition = and(scope, status ? eq(orders.status, status) : undefined);
    const [rows, total] = await Promise.all([
      orderPage(db, condition, '-createdAt', limit, (page - 1) * limit),
      countOrders(db, condition),
    ]);
    return { items: rows.map(toOrder), pagination: pageOf(page, limit, total) };
  }

  /** An operator's status change of an order of its organization. */
  function operatorTransition(
    caller: OperatorCaller,
    orderId: string,
    expected: ExpectedVersion,
    step: {
      to: OrderStatus;
      what: string;
      action: string;
      set?: Change['set'];
      notify: (tx: Database, order: OrderRow) => Promise<NotificationBatch[]>;
    },
  ): Promise<Order> {
    return db.transaction(async (tx) => {
      const before = await lockCurrent(tx, operatorScope(caller, orderId), expected);
      assertCanBecome(before, step.to, step.what);
      const after = await apply(tx, before, {
        actorAccountId: caller.account.id,
        action: step.action,
        set: { status: step.to, ...step.set },
      });
      await send(tx, after, await step.notify(tx, after));
      return readBack(tx, orderId);
    });
  }

  /**
   * The caller's assignment to an order it may act on, both locked, at the version the caller
   * read. The assignment is read once the order is locked, so a decline committed meanwhile (by
   * the same assistant elsewhere) is seen on PostgreSQL as on PGlite: the order is no longer the
   * caller's, 404, before its version is compared.
   */
  async function lockAssignment(
    tx: Database,
    caller: AssistantCaller,
    orderId: string,
    expected: ExpectedVersion,
  ) {
    const order = await lockOrder(tx, assistantScope(caller, orderId));
    if (!order) throw problems.notFound();
    const [assignment] = await tx
      .select()
      .from(orderAssistants)
      .where(
        and(
          eq(orderAssistants.orderId, orderId),
          inArray(orderAssistants.memberId, assistantMemberIds(caller)),
          ne(orderAssistants.status, 'DECLINED'),
        ),
      )
      .for('update');
    if (!assignment) throw problems.notFound();
    assertCurrentVersion(expected, order.version);
    return { order, assignment };
  }

  async function answerAs(
    tx: Database,
    orderId: string,
    memberId: string,
    status: OrderAssistantStatus,
  ) {
    await tx
      .update(orderAssistants)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(orderAssistants.orderId, orderId), eq(orderAssistants.memberId, memberId)));
  }

  return {
    // The beneficiary's side (the mobile app).

    async create(caller: BeneficiaryCaller, input: OrderCreate): Promise<Order> {
      const { organizationId } = caller.beneficiary;
      const beneficiaryMemberId = orderedFor(caller, input.memberId);
      const orderId = await db.transaction(async (tx) => {
        const preferredDate = input.preferredDate ? new Date(input.preferredDate) : null;
        if (preferredDate && preferredDate < (await startOfToday(tx))) {
          throw problems.validation('The request body is invalid.', [
            { path: 'preferredDate', message: 'The preferred date has passed' },
          ]);
        }
        // Everything read before the number is taken: the counter stays locked until commit,
        // and every other order of the organization waits for it.
        const operators = await operatorAccountIds(tx, organizationId);
        const order = one(
          await insertNumberedOrder(
            tx,
            {
              organizationId,
              beneficiaryMemberId,
              type: input.type,
              description: input.description,
              preferredDate,
              address: input.address ?? null,
            },
            timeZone,
          ),
        );
        await recordAudit(tx, {
          actorAccountId: caller.account.id,
          organizationId,
          entity: 'order',
          entityId: order.id,
          action: 'created',
          changes: changedFields(null, { ...order, number: numberOf(order) }, createdFields),
        });
        await send(tx, order, [{ type: 'ORDER_CREATED', accountIds: operators }]);
        return order.id;
      });
      // Read back once committed: the counter's lock is held until then, and every other new
      // order of the organization waits on it.
      return readBack(db, orderId);
    },

    listOwn: (caller: BeneficiaryCaller, query: OwnOrderQuery) =>
      ownPage(beneficiaryScope(caller), query),

    getOwn: (caller: BeneficiaryCaller, orderId: string) =>
      readOne(db, beneficiaryScope(caller, orderId)),

    /** The beneficiary withdraws its own NEW or ACCEPTED order. */
    cancel(caller: BeneficiaryCaller, orderId: string, expected: ExpectedVersion): Promise<Order> {
      return db.transaction(async (tx) => {
        const before = await lockCurrent(tx, beneficiaryScope(caller, orderId), expected);
        assertCanBecome(before, 'CANCELLED', 'be cancelled');
        await apply(tx, before, {
          actorAccountId: caller.account.id,
          action: 'cancelled',
          set: { status: 'CANCELLED' },
        });
        return readBack(tx, orderId);
      });
    },

    // The operator's side (the panel).

    /**
     * A page of the organization's orders and, for the tabs, how many match the same filter in
     * each status; the page's total is the selected status's count (or all of them).
     */
    async list(caller: OperatorCaller, query: OrderListQuery): Promise<OrderList> {
      const { organizationId } = caller.operator;
      const { page, limit, sort, status } = query;
      const search = parseOrderSearch(query.search);
      // Tabs of the whole organization (or one type of it) are kept counts; any other filter is
      // counted on the orders it narrows to.
      const keptCounts = !search && !query.assistantId && !query.createdFrom && !query.createdTo;
      const offset = (page - 1) * limit;
      const [rows, byStatus] = await Promise.all([
        keptCounts
          ? operatorTabPage(db, {
              organizationId,
              status,
              type: query.type,
              sort,
              limit,
              offset,
              accountId: caller.account.id,
            })
          : operatorOrderPage(
              db,
              listCondition(organizationId, query, search, timeZone, true),
              sort,
              limit,
              offset,
              caller.account.id,
            ),
        keptCounts
          ? keptCountByStatus(db, organizationId, query.type)
          : countByStatus(db, listCondition(organizationId, query, search, timeZone, false)),
      ]);
      const counts = Object.fromEntries(
        orderStatuses.map((each) => [each, byStatus.get(each) ?? 0]),
      ) as OrderCounts;
      const total = status
        ? counts[status]
        : Object.values(counts).reduce((sum, value) => sum + value, 0);
      return {
        items: rows.map((row): ListedOrder => ({ ...toOrder(row), openedByMe: row.openedByMe })),
        pagination: pageOf(page, limit, total),
        counts,
      };
    },

    get: async (caller: OperatorCaller, orderId: string) =>
      found(await findOrderInOrganization(db, caller.operator.organizationId, orderId)),

    /** The operator has opened the order's details: its own mark, kept once (404 for another's). */
    async markOpened(caller: OperatorCaller, orderId: string): Promise<void> {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(operatorScope(caller, orderId));
      if (!order) throw problems.notFound();
      await recordOpening(db, order.id, caller.account.id);
    },

    accept: (caller: OperatorCaller, orderId: string, expected: ExpectedVersion) =>
      operatorTransition(caller, orderId, expected, {
        to: 'ACCEPTED',
        what: 'be accepted',
        action: 'accepted',
        notify: async (tx, order) => [
          { type: 'ORDER_ACCEPTED', accountIds: await toBeneficiary(tx, order) },
        ],
      }),

    reject: (caller: OperatorCaller, orderId: string, reason: string, expected: ExpectedVersion) =>
      operatorTransition(caller, orderId, expected, {
        to: 'REJECTED',
        what: 'be rejected',
        action: 'rejected',
        set: { rejectionReason: reason },
        notify: async (tx, order) => [
          { type: 'ORDER_REJECTED', accountIds: await toBeneficiary(tx, order) },
        ],
      }),

    markHandled: (caller: OperatorCaller, orderId: string, expected: ExpectedVersion) =>
      operatorTransition(caller, orderId, expected, {
        to: 'HANDLED',
        what: 'be marked handled',
        action: 'handled',
        notify: async (tx, order) => [
          { type: 'ORDER_MARKED_AS_HANDLED', accountIds: await toBeneficiary(tx, order) },
        ],
      }),

    /**
     * Asks an ACCEPTED assistant of the organization to take the order. One who declined before
     * may be asked again; one who is still asked, or has accepted, is a duplicate.
     */
    assign(
      caller: OperatorCaller,
      orderId: string,
      memberId: string,
      expected: ExpectedVersion,
    ): Promise<Order> {
      const { organizationId } = caller.operator;
      return db.transaction(async (tx) => {
        const before = await lockCurrent(tx, operatorScope(caller, orderId), expected);
        assertStaffing(before, 'get assistants');
        const assistant = await findCurrentAssistant(tx, organizationId, memberId);
        if (!assistant) {
          throw problems.validation('The request body is invalid.', [
            { path: 'memberId', message: 'Not an active assistant of this organization' },
          ]);
        }
        const [existing] = await tx
          .select()
          .from(orderAssistants)
          .where(and(eq(orderAssistants.orderId, orderId), eq(orderAssistants.memberId, memberId)));
        if (existing && existing.status !== 'DECLINED')
          throw problems.duplicate('This assistant is already assigned to the order.');
        await tx
          .insert(orderAssistants)
          .values({ orderId, memberId, status: 'NOTIFIED' })
          .onConflictDoUpdate({
            target: [orderAssistants.orderId, orderAssistants.memberId],
            set: { status: 'NOTIFIED', updatedAt: sql`now()` },
          });
        const after = await apply(tx, before, {
          actorAccountId: caller.account.id,
          action: 'assistant-assigned',
          assistant: {
            before: existing ? { memberId, status: existing.status } : null,
            after: { memberId, status: 'NOTIFIED' },
          },
        });
        await send(tx, after, [
          {
            type: 'ASSISTANT_NOTIFIED',
            accountIds: assistant.accountId ? [assistant.accountId] : [],
          },
        ]);
        return readBack(tx, orderId);
      });
    },

    /**
     * Takes an assistant off the order. When it was the last one who had accepted, nobody is on
     * the order any more, so an IN_PROGRESS order goes back to ACCEPTED for someone else.
     */
    unassign(
      caller: OperatorCaller,
      orderId: string,
      memberId: string,
      expected: ExpectedVersion,
    ): Promise<Order> {
      return db.transaction(async (tx) => {
        const before = await lockCurrent(tx, operatorScope(caller, orderId), expected);
        assertStaffing(before, 'lose assistants');
        const [removed] = await tx
          .delete(orderAssistants)
          .where(and(eq(orderAssistants.orderId, orderId), eq(orderAssistants.memberId, memberId)))
          .returning();
        if (!removed) throw problems.notFound('This assistant is not assigned to the order.');
        const [stillAccepted] = await tx
          .select({ memberId: orderAssistants.memberId })
          .from(orderAssistants)
          .where(and(eq(orderAssistants.orderId, orderId), eq(orderAssistants.status, 'ACCEPTED')))
          .limit(1);
        const nobodyOnIt = before.status === 'IN_PROGRESS' && !stillAccepted;
        await apply(tx, before, {
          actorAccountId: caller.account.id,
          action: 'assistant-unassigned',
          ...(nobodyOnIt ? { set: { status: 'ACCEPTED' } } : {}),
          assistant: { before: { memberId, status: removed.status }, after: null },
        });
        return readBack(tx, orderId);
      });
    },

    // The assistant's side (the mobile app).

    listAssigned: (caller: AssistantCaller, query: OwnOrderQuery) =>
      ownPage(assistantScope(caller), query),

    getAssigned: (caller: AssistantCaller, orderId: string) =>
      readOne(db, assistantScope(caller, orderId)),

    /** The first assistant who accepts puts the order IN_PROGRESS. */
    acceptAssigned(
      caller: AssistantCaller,
      orderId: string,
      expected: ExpectedVersion,
    ): Promise<Order> {
      return db.transaction(async (tx) => {
        const { order: before, assignment } = await lockAssignment(tx, caller, orderId, expected);
        assertStaffing(before, 'be taken');
        if (assignment.status !== 'NOTIFIED')
          throw problems.invalidTransition('You have already accepted this order.');
        await answerAs(tx, orderId, assignment.memberId, 'ACCEPTED');
        const after = await apply(tx, before, {
          actorAccountId: caller.account.id,
          action: 'assistant-accepted',
          ...(before.status === 'ACCEPTED' ? { set: { status: 'IN_PROGRESS' } } : {}),
          assistant: {
            before: { memberId: assignment.memberId, status: assignment.status },
            after: { memberId: assignment.memberId, status: 'ACCEPTED' },
          },
        });
        await send(tx, after, [
          {
            type: 'ASSISTANT_ORDER_ACCEPTED',
            accountIds: await operatorAccountIds(tx, after.organizationId),
          },
          {
            type: 'ORGANIZATION_ORDER_MARKED_AS_ACCEPTED',
            accountIds: await toBeneficiary(tx, after),
          },
        ]);
        return readBack(tx, orderId);
      });
    },

    /** An assistant asked to take the order says no; an operator may ask someone else. */
    declineAssigned(
      caller: AssistantCaller,
      orderId: string,
      expected: ExpectedVersion,
    ): Promise<Order> {
      return db.transaction(async (tx) => {
        const { order: before, assignment } = await lockAssignment(tx, caller, orderId, expected);
        assertStaffing(before, 'be declined');
        if (assignment.status !== 'NOTIFIED') {
          throw problems.invalidTransition(
            'You accepted this order; an operator can take you off it.',
          );
        }
        await answerAs(tx, orderId, assignment.memberId, 'DECLINED');
        const after = await apply(tx, before, {
          actorAccountId: caller.account.id,
          action: 'assistant-declined',
          assistant: {
            before: { memberId: assignment.memberId, status: assignment.status },
            after: { memberId: assignment.memberId, status: 'DECLINED' },
          },
        });
        // Declined, the order is no longer the caller's to see: answer it as it stands now.
        return readBack(tx, after.id);
      });
    },

    /** The assistant who accepted the order reports it handled. */
    markAssignedHandled(
      caller: AssistantCaller,
      orderId: string,
      expected: ExpectedVersion,
    ): Promise<Order> {
      return db.transaction(async (tx) => {
        const { order: before, assignment } = await lockAssignment(tx, caller, orderId, expected);
        assertCanBecome(before, 'HANDLED', 'be marked handled');
        if (assignment.status !== 'ACCEPTED') {
          throw problems.invalidTransition(
            'Only an assistant who accepted the order can mark it handled.',
          );
        }
        const after = await apply(tx, before, {
          actorAccountId: caller.account.id,
          action: 'handled',
          set: { status: 'HANDLED' },
        });
        await send(tx, after, [
          {
            type: 'ORDER_MARKED_AS_HANDLED',
            accountIds: await operatorAccountIds(tx, after.organizationId),
          },
        ]);
        return readBack(tx, orderId);
      });
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
