import {
  canTransition,
  type Order,
  type OrderAssistantStatus,
  type OrderPage,
  type OrderStatus,
  orderStaffingStatuses,
  type OwnOrderQuery,
} from '@care/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { one } from '../../db/rows';
import { orders } from '../../db/schema';
import { problems } from '../../domain/errors';
import { pageOf } from '../../domain/page';
import { assertCurrentVersion, type ExpectedVersion } from '../../domain/versioning';
import { changedFields, recordAudit } from '../audit/service';
import type { ModuleDeps } from '../deps';
import { createNotifier, type NotificationBatch } from '../notifications/send';
import { toOrder } from './dto';
import { formatOrderNumber } from './numbering';
import {
  countOrders,
  findOrder,
  findOrderById,
  lockOrder,
  memberAccountId,
  type OrderRow,
  type OrderWithBeneficiary,
  orderPage,
} from './queries';

// What every caller's side of the orders shares: the state machine's checks, how an order is
// read, locked at the version its writer read and changed with its audit event, and whom it
// notifies. Each caller's side (operator-, beneficiary-, assistant-orders.ts) builds on these.

/** What an order's audit events record of it when it changes. */
export const changingFields = ['status', 'rejectionReason', 'outcome', 'version'] as const;

type Assignment = { memberId: string; status: OrderAssistantStatus } | null;

export interface Change {
  actorAccountId: string;
  action: string;
  set?: {
    status?: OrderStatus;
    rejectionReason?: string;
    outcome?: string | null;
    acceptedAt?: Date;
  };
  /** One assistant's assignment as it was and as it is now. */
  assistant?: { before: Assignment; after: Assignment };
}

const refuse = (status: OrderStatus, what: string) =>
  problems.invalidTransition(`The order is ${status}, so it cannot ${what}.`);

/** The state machine's answer, with the current status named when it says no. */
export function assertCanBecome(order: OrderRow, to: OrderStatus, what: string) {
  if (!canTransition(order.status, to)) throw refuse(order.status, what);
}

/** Assistants are asked, answer and are taken off only while the order is being staffed. */
export function assertStaffing(order: OrderRow, what: string) {
  if (!orderStaffingStatuses.includes(order.status)) throw refuse(order.status, what);
}

export const byId = (orderId: string) => eq(orders.id, orderId);

/** The order a read found, as the API answers it; 404 when it found none. */
export const found = (row: OrderWithBeneficiary | null): Order => {
  if (!row) throw problems.notFound();
  return toOrder(row);
};

export const numberOf = (order: OrderRow) =>
  formatOrderNumber(order.numberYear, order.numberSequence);

export function createOrderCommon(deps: ModuleDeps) {
  const { db } = deps;
  const notify = createNotifier(deps);

  /** The order, as its caller may see it (the scope says which); 404 for any other. */
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

  /** The account of the beneficiary the order is for (a guardian's for a ward), if it has one. */
  const toBeneficiary = async (tx: Database, order: OrderRow): Promise<string[]> => {
    const accountId = await memberAccountId(tx, order.beneficiaryMemberId);
    return accountId ? [accountId] : [];
  };

  /** Notifies of a change of the order, in the transaction that makes it. */
  async function send(tx: Database, order: OrderRow, batches: NotificationBatch[]) {
    await notify(
      tx,
      {
        id: order.id,
        organizationId: order.organizationId,
        number: numberOf(order),
        type: order.type,
      },
      batches,
    );
  }

  /** A page of the caller's own orders (a beneficiary's or an assistant's), newest first. */
  async function ownPage(scope: SQL | undefined, query: OwnOrderQuery): Promise<OrderPage> {
    const { page, limit, status } = query;
    const condition = and(scope, status ? eq(orders.status, status) : undefined);
    const [rows, total] = await Promise.all([
      orderPage(db, condition, '-createdAt', limit, (page - 1) * limit),
      countOrders(db, condition),
    ]);
    return pageOf(rows.map(toOrder), query, total);
  }

  return { readOne, readBack, lockCurrent, apply, toBeneficiary, send, ownPage };
}

export type OrderCommon = ReturnType<typeof createOrderCommon>;
