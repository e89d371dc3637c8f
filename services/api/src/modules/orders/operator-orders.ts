import {
  type ListedOrder,
  type OperatorOrder,
  type OrderAttentionCounts,
  type OrderAttentionLimits,
  type OrderCounts,
  type OrderFilterQuery,
  type OrderList,
  type OrderAssistantStatus,
  type OrderListQuery,
  type OrderStatus,
  orderStatuses,
} from '@care/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { OperatorCaller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { auditEvents, orderAssistants, orders } from '../../db/schema';
import { problems } from '../../domain/errors';
import { pageOf } from '../../domain/page';
import type { ExpectedVersion } from '../../domain/versioning';
import { recordOrderRead, recordReads } from '../access-log/record';
import type { ModuleDeps } from '../deps';
import type { NotificationBatch } from '../notifications/send';
import {
  attentionConditions,
  attentionLimits,
  countAttention,
  countAttentionByStatus,
  needsAttention,
} from './attention';
import { assertCanBecome, assertStaffing, byId, type Change, createOrderCommon } from './common';
import { toOperatorOrder } from './dto';
import {
  countByStatus,
  findCurrentAssistant,
  findOrderById,
  findOrderInOrganization,
  keptCountByStatus,
  listCondition,
  operatorOrderPage,
  operatorTabPage,
  type OrderRow,
  type OrderWithBeneficiary,
  recordOpening,
} from './queries';
import { parseOrderSearch } from './search';

/** An order of the operator's organization, by id; another organization's finds nothing. */
const operatorScope = (caller: OperatorCaller, orderId: string) =>
  and(byId(orderId), eq(orders.organizationId, caller.operator.organizationId));

/**
 * The operator's side of the orders (the panel): the organization's list and its tabs, the
 * status changes an operator makes, and who is asked to take an order.
 */
export function createOperatorOrders(deps: ModuleDeps) {
  const { db, timeZone, clock } = deps;
  const { lockCurrent, apply, toBeneficiary, send } = createOrderCommon(deps);

  /** The order as the operators read it, with its attention under the organization's limits. */
  async function readForOperator(
    executor: Database,
    organizationId: string,
    row: OrderWithBeneficiary | null,
  ): Promise<OperatorOrder> {
    if (!row) throw problems.notFound();
    return toOperatorOrder(row, await attentionLimits(executor, organizationId), clock());
  }

  /** The order just written, read back as the operators read it. */
  const readBack = async (tx: Database, caller: OperatorCaller, orderId: string) =>
    readForOperator(tx, caller.operator.organizationId, await findOrderById(tx, orderId));

  /**
   * The list's `attention=true` (any reason) or `attention=<reason>` as a condition on the
   * organization's limits at `now`; a reason whose limit is off matches nothing.
   */
  const attentionFilter = (
    query: Pick<OrderFilterQuery, 'attention'>,
    limits: OrderAttentionLimits,
    now: Date,
  ): SQL | undefined => {
    const { attention } = query;
    if (attention === undefined || attention === 'false') return undefined;
    if (attention === 'true') return needsAttention(limits, now);
    return attentionConditions(limits, now)[attention] ?? sql`false`;
  };

  /** An operator's status change of an order of its organization. */
  function transition(
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
  ): Promise<OperatorOrder> {
    return db.transaction(async (tx) => {
      const before = await lockCurrent(tx, operatorScope(caller, orderId), expected);
      assertCanBecome(before, step.to, step.what);
      const after = await apply(tx, before, {
        actorAccountId: caller.account.id,
        action: step.action,
        set: { status: step.to, ...step.set },
      });
      await send(tx, after, await step.notify(tx, after));
      return readBack(tx, caller, orderId);
    });
  }

  return {
    /** The export's `attention=true`, read against the organization's limits now. */
    async exportAttention(caller: OperatorCaller, query: Pick<OrderFilterQuery, 'attention'>) {
      if (query.attention === undefined || query.attention === 'false') return undefined;
      const limits = await attentionLimits(db, caller.operator.organizationId);
      return attentionFilter(query, limits, clock());
    },

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
      const limits = await attentionLimits(db, organizationId);
      const now = clock();
      const attention = attentionFilter(query, limits, now);
      const narrowed =
        search || query.assistantId || query.beneficiaryId || query.createdFrom || query.createdTo;
      const keptCounts = !attention && !narrowed;
      // Late orders of the whole organization (or one type of it), for any reason, are counted
      // per reason on the partial indexes, not by reading every one of them; one reason alone is
      // one range of its index already.
      const attentionCounts = query.attention === 'true' && !narrowed;
      const offset = (page - 1) * limit;
      const listed = keptCounts
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
            listCondition(organizationId, query, search, timeZone, true, attention),
            sort,
            limit,
            offset,
            caller.account.id,
          );
      const [rows, byStatus] = await Promise.all([
        listed,
        keptCounts
          ? keptCountByStatus(db, organizationId, query.type)
          : attentionCounts
            ? countAttentionByStatus(db, organizationId, limits, now, query.type)
            : countByStatus(
                db,
                listCondition(organizationId, query, search, timeZone, false, attention),
              ),
      ]);
      recordReads(
        db,
        caller,
        'ORDER_LIST',
        rows.map((row) => ({ memberId: row.beneficiary.memberId })),
      );
      const counts = Object.fromEntries(
        orderStatuses.map((each) => [each, byStatus.get(each) ?? 0]),
      ) as OrderCounts;
      const total = status
        ? counts[status]
        : Object.values(counts).reduce((sum, value) => sum + value, 0);
      const items = rows.map((row): ListedOrder => ({
        ...toOperatorOrder(row, limits, now),
        openedByMe: row.openedByMe,
      }));
      return { ...pageOf(items, query, total), counts };
    },

    async get(caller: OperatorCaller, orderId: string) {
      const found = await findOrderInOrganization(db, caller.operator.organizationId, orderId);
      if (found) recordOrderRead(db, caller, orderId);
      return readForOperator(db, caller.operator.organizationId, found);
    },

    /** How many of the organization's orders need attention now, in all and per reason. */
    async attention(caller: OperatorCaller): Promise<OrderAttentionCounts> {
      const { organizationId } = caller.operator;
      return countAttention(db, organizationId, await attentionLimits(db, organizationId), clock());
    },

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
      transition(caller, orderId, expected, {
        to: 'ACCEPTED',
        what: 'be accepted',
        action: 'accepted',
        set: { acceptedAt: clock() },
        notify: async (tx, order) => [
          { type: 'ORDER_ACCEPTED', accountIds: await toBeneficiary(tx, order) },
        ],
      }),

    reject: (caller: OperatorCaller, orderId: string, reason: string, expected: ExpectedVersion) =>
      transition(caller, orderId, expected, {
        to: 'REJECTED',
        what: 'be rejected',
        action: 'rejected',
        set: { rejectionReason: reason },
        notify: async (tx, order) => [
          { type: 'ORDER_REJECTED', accountIds: await toBeneficiary(tx, order) },
        ],
      }),

    /** What was done goes on the order and its history; the beneficiary is told only that it was. */
    markHandled: (
      caller: OperatorCaller,
      orderId: string,
      outcome: string | undefined,
      expected: ExpectedVersion,
    ) =>
      transition(caller, orderId, expected, {
        to: 'HANDLED',
        what: 'be marked handled',
        action: 'handled',
        set: { outcome: outcome ?? null },
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
    ): Promise<OperatorOrder> {
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
        return readBack(tx, caller, orderId);
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
    ): Promise<OperatorOrder> {
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
        return readBack(tx, caller, orderId);
      });
    },

    /**
     * Undoes taking an assistant off, as a coordinator expects of Undo: the assistant is back as
     * it was (having accepted, still asked, or having declined) and the order back IN_PROGRESS if
     * losing them had moved it; the assistant is not notified again, since nobody is asking it
     * anything new. Only the order's latest change can be undone so: the audit event that made
     * the current version must be that assistant's taking off, else 409.
     */
    restoreAssistant(
      caller: OperatorCaller,
      orderId: string,
      memberId: string,
      expected: ExpectedVersion,
    ): Promise<OperatorOrder> {
      const { organizationId } = caller.operator;
      return db.transaction(async (tx) => {
        const before = await lockCurrent(tx, operatorScope(caller, orderId), expected);
        const latest = await latestOrderChange(tx, before.id, before.version);
        const taken = latest?.action === 'assistant-unassigned' ? latest.changes.assistant : null;
        const previous = (taken as { before?: Assignment } | null)?.before;
        if (!previous || previous.memberId !== memberId)
          throw problems.invalidTransition(
            'Only the assistant taken off by the order’s latest change can be put back.',
          );
        assertStaffing(before, 'get assistants');
        if (!(await findCurrentAssistant(tx, organizationId, memberId)))
          throw problems.invalidTransition(
            'This member is no longer an active assistant of the organization.',
          );
        await tx.insert(orderAssistants).values({ orderId, memberId, status: previous.status });
        const statusChange = latest?.changes.status as { before?: unknown } | undefined;
        const backInProgress =
          statusChange?.before === 'IN_PROGRESS' && before.status === 'ACCEPTED';
        await apply(tx, before, {
          actorAccountId: caller.account.id,
          action: 'assistant-restored',
          ...(backInProgress ? { set: { status: 'IN_PROGRESS' } } : {}),
          assistant: { before: null, after: previous },
        });
        return readBack(tx, caller, orderId);
      });
    },
  };
}

type Assignment = { memberId: string; status: OrderAssistantStatus };

/** The audit event whose change gave the order the version it has now. */
async function latestOrderChange(tx: Database, orderId: string, version: number) {
  const [event] = await tx
    .select({ action: auditEvents.action, changes: auditEvents.changes })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityId, orderId),
        eq(auditEvents.entity, 'order'),
        sql`(${auditEvents.changes} -> 'version' ->> 'after')::int = ${version}`,
      ),
    )
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(1);
  return event;
}
