// Orders that waited too long are escalated by a sweep: first to the operators on call, then,
// when the order has waited its limit twice over, to every super operator. Escalations change no
// record, so they write no audit event; `order_escalations` is their history, and its key is what
// makes each (order, reason, step) fire once, however many replicas sweep at the same time.
import { type OrderAttentionReason, orderAttentionReasons, type OrderType } from '@care/contracts';
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { orderEscalations, orders, organizations } from '../../db/schema';
import { defineJob } from '../../jobs/definition';
import type { ModuleDeps } from '../deps';
import { createNotifier } from '../notifications/send';
import { isActiveOperator, onCallOperators } from '../organization-settings/on-call';
import { organizationOperators, shiftsCovering } from '../organization-settings/queries';
import { organizationIsLive } from '../organizations/queries';
import { attentionConditions } from './attention';
import { formatOrderNumber } from './numbering';

/** 1 tells the operators on call, 2 (the limit passed twice over) every super operator. */
export const escalationSteps = [1, 2] as const;
export type EscalationStep = (typeof escalationSteps)[number];

/** Escalations one run sends at most; a longer backlog goes out with the next runs. */
export const escalationBatchSize = 500;

/** Organizations with a limit switched on: the others never escalate. */
function escalatingOrganizations(db: Database) {
  return db
    .select({
      id: organizations.id,
      acceptWithinHours: organizations.acceptWithinHours,
      assignWithinHours: organizations.assignWithinHours,
      handleByPreferredDate: organizations.handleByPreferredDate,
      timeZone: organizations.timeZone,
    })
    .from(organizations)
    .where(
      and(
        organizationIsLive,
        or(
          isNotNull(organizations.acceptWithinHours),
          isNotNull(organizations.assignWithinHours),
          eq(organizations.handleByPreferredDate, true),
        ),
      ),
    )
    .orderBy(asc(organizations.id));
}
type EscalatingOrganization = Awaited<ReturnType<typeof escalatingOrganizations>>[number];

interface Due {
  orderId: string;
  number: string;
  type: OrderType;
  reason: OrderAttentionReason;
  step: EscalationStep;
}

/**
 * The organization's orders due an escalation they have not had, at most `room`: for each step
 * and reason a range of that rule's partial index, less the orders its key already holds.
 */
async function dueEscalations(
  db: Database,
  organization: EscalatingOrganization,
  now: Date,
  room: number,
): Promise<Due[]> {
  const due: Due[] = [];
  for (const step of escalationSteps) {
    const conditions = attentionConditions(organization, now, step);
    for (const reason of orderAttentionReasons) {
      const condition = conditions[reason];
      if (!condition || due.length >= room) continue;
      const rows = await db
        .select({
          orderId: orders.id,
          numberYear: orders.numberYear,
          numberSequence: orders.numberSequence,
          type: orders.type,
        })
        .from(orders)
        .where(
          and(
            eq(orders.organizationId, organization.id),
            condition,
            sql`not exists (select 1 from ${orderEscalations} e
              where e.order_id = ${orders.id} and e.reason = ${reason} and e.step = ${step})`,
          ),
        )
        .limit(room - due.length);
      for (const { orderId, numberYear, numberSequence, type } of rows)
        due.push({
          orderId,
          number: formatOrderNumber(numberYear, numberSequence),
          type,
          reason,
          step,
        });
    }
  }
  return due;
}

/** Who hears of each step now: the operators on call, and the active super operators. */
async function recipientsOf(db: Database, organizationId: string, now: Date) {
  const [rota, operators] = await Promise.all([
    shiftsCovering(db, organizationId, now),
    organizationOperators(db, organizationId),
  ]);
  const accounts = (list: typeof operators) =>
    list.flatMap(({ accountId }) => (accountId ? [accountId] : []));
  return {
    1: accounts(onCallOperators(rota, operators, now)),
    2: accounts(
      operators.filter((operator) => operator.isSuperOperator && isActiveOperator(operator, now)),
    ),
  } satisfies Record<EscalationStep, string[]>;
}

/**
 * Sends every escalation due at `now` (at most a batch) in `tx`: each is first claimed with an
 * insert that skips one already there, and only what this transaction inserted is notified, so
 * a replica sweeping beside it waits on the same keys and then sends nothing. Claims go in one
 * order everywhere (organization, order, reason, step), so two sweeps never deadlock. Answers
 * how many escalations were sent.
 */
export async function sweepOverdueOrders(
  tx: Database,
  deps: Pick<ModuleDeps, 'enqueue' | 'pushJob'>,
  now: Date,
): Promise<number> {
  const notify = createNotifier(deps);
  let sent = 0;
  for (const organization of await escalatingOrganizations(tx)) {
    if (sent >= escalationBatchSize) break;
    const due = await dueEscalations(tx, organization, now, escalationBatchSize - sent);
    if (due.length === 0) continue;
    const key = (d: { orderId: string; reason: string; step: number }) =>
      `${d.orderId}|${d.reason}|${d.step}`;
    due.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    const claimed = await tx
      .insert(orderEscalations)
      .values(due.map(({ orderId, reason, step }) => ({ orderId, reason, step, escalatedAt: now })))
      .onConflictDoNothing()
      .returning({
        orderId: orderEscalations.orderId,
        reason: orderEscalations.reason,
        step: orderEscalations.step,
      });
    if (claimed.length === 0) continue;
    const mine = new Set(claimed.map(key));
    const recipients = await recipientsOf(tx, organization.id, now);
    for (const escalation of due) {
      if (!mine.has(key(escalation))) continue;
      const { orderId, number, type, reason, step } = escalation;
      await notify(
        tx,
        { id: orderId, organizationId: organization.id, number, type, overdue: reason },
        [{ type: 'ORDER_OVERDUE', accountIds: recipients[step] }],
      );
      sent += 1;
    }
  }
  return sent;
}

/**
 * The sweep, every minute, one run at a time across the replicas; the time comes from `clock`
 * (tests move it). Its notifications are pushed when push is on.
 */
export function createOrderEscalationJob({
  clock,
  pushJob,
}: Pick<ModuleDeps, 'clock' | 'pushJob'>) {
  return defineJob({
    name: 'order-escalation-sweep',
    payload: z.object({}),
    schedule: { cron: '* * * * *', timeZone: 'Europe/Warsaw', payload: {} },
    singleton: true,
    // The next minute's run does what a failed one left.
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    expireInSeconds: 5 * 60,
    async handler(_payload, { transaction, enqueue, log }) {
      const now = clock();
      const sent = await transaction((tx) => sweepOverdueOrders(tx, { enqueue, pushJob }, now));
      if (sent > 0) log.info({ sent }, 'overdue orders escalated');
    },
  });
}
