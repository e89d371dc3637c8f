import type { Order, OrderCreate, OwnOrderQuery } from '@care/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BeneficiaryCaller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { one } from '../../db/rows';
import { orders } from '../../db/schema';
import { problems } from '../../domain/errors';
import type { ExpectedVersion } from '../../domain/versioning';
import { changedFields, recordAudit } from '../audit/service';
import type { ModuleDeps } from '../deps';
import { assertCanBecome, byId, changingFields, createOrderCommon, numberOf } from './common';
import { insertNumberedOrder } from './numbering';
import { memberAddress, operatorAccountIds } from './queries';

/** What a new order's audit event records of it. */
const createdFields = [
  'number',
  'beneficiaryMemberId',
  'type',
  'description',
  'preferredDate',
  'preferredFrom',
  'preferredTo',
  'address',
  'place',
  ...changingFields,
] as const;

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

/** The orders of the caller's memberships in the path's organization (one of them, by id). */
const beneficiaryScope = (caller: BeneficiaryCaller, orderId?: string) =>
  and(
    orderId ? byId(orderId) : undefined,
    eq(orders.organizationId, caller.beneficiary.organizationId),
    inArray(orders.beneficiaryMemberId, [...caller.beneficiary.memberIds]),
  );

/** The beneficiary's side of the orders (the mobile app): its own orders, placed and withdrawn. */
export function createBeneficiaryOrders(deps: ModuleDeps) {
  const { db, timeZone } = deps;
  const { readOne, readBack, lockCurrent, apply, send, ownPage } = createOrderCommon(deps);

  /** The start of today in the deployment's time zone, as the database's clock has it. */
  async function startOfToday(tx: Database): Promise<Date> {
    const result = await tx.execute<{ start: string | Date }>(
      sql`select (date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone}) as start`,
    );
    const rows = (result as unknown as { rows: { start: string | Date }[] }).rows;
    return new Date(rows[0]?.start ?? Date.now());
  }

  return {
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
        // Without an address of its own the order is carried out at the person's home, copied
        // now: a later move of the person does not move an order already placed.
        const place = input.address ? null : await memberAddress(tx, beneficiaryMemberId);
        const order = one(
          await insertNumberedOrder(
            tx,
            {
              organizationId,
              beneficiaryMemberId,
              type: input.type,
              description: input.description,
              preferredDate,
              preferredFrom: input.preferredWindow?.from ?? null,
              preferredTo: input.preferredWindow?.to ?? null,
              address: input.address ?? null,
              place,
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

    list: (caller: BeneficiaryCaller, query: OwnOrderQuery) =>
      ownPage(beneficiaryScope(caller), query),

    get: (caller: BeneficiaryCaller, orderId: string) =>
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
  };
}
