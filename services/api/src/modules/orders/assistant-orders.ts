import type { Order, OrderAssistantStatus, OwnOrderQuery } from '@care/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AssistantCaller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { orderAssistants } from '../../db/schema';
import { problems } from '../../domain/errors';
import { assertCurrentVersion, type ExpectedVersion } from '../../domain/versioning';
import type { ModuleDeps } from '../deps';
import { assertCanBecome, assertStaffing, byId, createOrderCommon } from './common';
import { assignedTo, lockOrder, operatorAccountIds } from './queries';

const assistantMemberIds = (caller: AssistantCaller) =>
  caller.assistant.memberships.map((membership) => membership.memberId);

/** The orders the caller's assistant memberships are asked to take or have taken (one, by id). */
const assistantScope = (caller: AssistantCaller, orderId?: string) =>
  and(orderId ? byId(orderId) : undefined, assignedTo(assistantMemberIds(caller)));

/**
 * The assistant's side of the orders (the mobile app): the orders it is asked to take, its
 * answer, and the report that it has handled one.
 */
export function createAssistantOrders(deps: ModuleDeps) {
  const { db } = deps;
  const { readOne, readBack, apply, toBeneficiary, send, ownPage } = createOrderCommon(deps);

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
    list: (caller: AssistantCaller, query: OwnOrderQuery) => ownPage(assistantScope(caller), query),

    get: (caller: AssistantCaller, orderId: string) => readOne(db, assistantScope(caller, orderId)),

    /** The first assistant who accepts puts the order IN_PROGRESS. */
    accept(caller: AssistantCaller, orderId: string, expected: ExpectedVersion): Promise<Order> {
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
    decline(caller: AssistantCaller, orderId: string, expected: ExpectedVersion): Promise<Order> {
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

    /** The assistant who accepted the order reports it handled, and what it did if it says. */
    markHandled(
      caller: AssistantCaller,
      orderId: string,
      outcome: string | undefined,
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
          set: { status: 'HANDLED', outcome: outcome ?? null },
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
