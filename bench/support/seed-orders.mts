// An organization's orders as the benchmarks seed them: beneficiaries and assistants with Polish
// names, orders over three years (most handled, 15 % NEW), the assistants of those in progress or
// handled, each order's history and the number counters. Used by orders.mts and
// backup-restore.mts.
import { randomUUID } from 'node:crypto';
import { type OrderStatus, type OrderType, orderTypes } from '../../packages/contracts/src/index';
import {
  auditEvents,
  members,
  orderAssistants,
  orderNumberCounters,
  orders,
  outposts,
} from '../../services/api/src/db/schema';
import { insertOrganization } from './api.mts';
import { type BenchDatabase, insertInBatches } from './database.mts';
import { polishFirstNames, polishLastNames } from './names.mts';

/** The assistants of every seeded organization. */
export const assistantCount = 40;

/** A hospice's orders over three years: most are done with, a sixth wait to be accepted. */
const statusShares: [OrderStatus, number][] = [
  ['NEW', 0.15],
  ['ACCEPTED', 0.08],
  ['IN_PROGRESS', 0.07],
  ['HANDLED', 0.6],
  ['REJECTED', 0.05],
  ['CANCELLED', 0.05],
];
const statusAt = (index: number): OrderStatus => {
  let point = (index * 0.618_034) % 1;
  for (const [status, share] of statusShares) {
    if (point < share) return status;
    point -= share;
  }
  return 'HANDLED';
};

export async function seedOrdersOrganization(
  database: BenchDatabase,
  name: string,
  count: number,
  beneficiaries: number,
) {
  const organization = await insertOrganization(database, name);
  const memberRows = (role: 'BENEFICIARY' | 'ASSISTANT', howMany: number) =>
    Array.from({ length: howMany }, (_, index) => ({
      id: randomUUID(),
      organizationId: organization.id,
      role,
      status: 'ACCEPTED' as const,
      accountOwnerType: 'OWN_ACCOUNT' as const,
      accountEmail: `${role.toLowerCase()}-${index}@bench.care.test`,
      // Surnames in turn, so each holds the same share of any population, small or large.
      firstName: polishFirstNames[
        Math.floor(index / polishLastNames.length) % polishFirstNames.length
      ] as string,
      lastName: polishLastNames[index % polishLastNames.length] as string,
    }));
  // Three outposts, each the home of a third of the beneficiaries but every fourth, who has none.
  const outpostIds = await database.db
    .insert(outposts)
    .values(
      ['Północ', 'Południe', 'Centrum'].map((part) => ({
        organizationId: organization.id,
        name: `Zespół ${part}`,
        type: 'HOSPICE_HOME' as const,
        street: 'ul. Lipowa 12',
        city: 'Warszawa',
        postalCode: '00-123',
        country: 'PL',
        phone: '+48221234567',
        email: `${part.toLowerCase()}@bench.care.test`,
      })),
    )
    .returning({ id: outposts.id })
    .then((inserted) => inserted.map(({ id }) => id));
  const beneficiaryRows = memberRows('BENEFICIARY', beneficiaries).map((row, index) => ({
    ...row,
    homeOutpostId: index % 4 === 3 ? null : (outpostIds[index % outpostIds.length] as string),
  }));
  const assistantRows = memberRows('ASSISTANT', assistantCount);
  await insertInBatches(
    [...beneficiaryRows, ...assistantRows.map((row) => ({ ...row, homeOutpostId: null }))],
    (batch) => database.db.insert(members).values(batch),
  );

  // Oldest first, as they arrive; numbered per year.
  const start = Date.now() - 3 * 365 * 86_400_000;
  const step = (3 * 365 * 86_400_000) / count;
  const sequences = new Map<number, number>();
  const rows = Array.from({ length: count }, (_, index) => {
    const createdAt = new Date(start + index * step);
    const year = createdAt.getUTCFullYear();
    const sequence = (sequences.get(year) ?? 0) + 1;
    sequences.set(year, sequence);
    const status = statusAt(index);
    return {
      id: randomUUID(),
      organizationId: organization.id,
      beneficiaryMemberId: (beneficiaryRows[(index * 7919) % beneficiaries] as { id: string }).id,
      numberYear: year,
      numberSequence: sequence,
      type: orderTypes[index % orderTypes.length] as OrderType,
      description: 'Proszę o wizytę pielęgniarki w domu.',
      preferredDate: index % 3 === 0 ? null : new Date(createdAt.getTime() + 2 * 86_400_000),
      address: index % 2 === 0 ? 'ul. Lipowa 12/4, 00-123 Warszawa' : null,
      status,
      rejectionReason: status === 'REJECTED' ? 'Poza naszym zasięgiem' : null,
      acceptedAt:
        status === 'ACCEPTED' || status === 'IN_PROGRESS' || status === 'HANDLED'
          ? new Date(createdAt.getTime() + 3_600_000)
          : null,
      version: status === 'NEW' ? 1 : 3,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertInBatches(rows, (batch) => database.db.insert(orders).values(batch));
  await insertInBatches(
    rows.flatMap((order, index) =>
      order.status === 'IN_PROGRESS' || order.status === 'HANDLED'
        ? [
            {
              orderId: order.id,
              memberId: (assistantRows[index % assistantCount] as { id: string }).id,
              status: 'ACCEPTED' as const,
            },
          ]
        : [],
    ),
    (batch) => database.db.insert(orderAssistants).values(batch),
  );
  // The history: the creation, and the last status change of every order that moved.
  await insertInBatches(
    rows.flatMap((order) => [
      {
        organizationId: organization.id,
        entity: 'order',
        entityId: order.id,
        action: 'created',
        changes: { status: { before: null, after: 'NEW' } },
        occurredAt: order.createdAt,
      },
      ...(order.status === 'NEW'
        ? []
        : [
            {
              organizationId: organization.id,
              entity: 'order',
              entityId: order.id,
              action: 'changed',
              changes: { status: { before: 'NEW', after: order.status } },
              occurredAt: new Date(order.createdAt.getTime() + 3_600_000),
            },
          ]),
    ]),
    (batch) => database.db.insert(auditEvents).values(batch),
  );
  await database.db.insert(orderNumberCounters).values(
    [...sequences].map(([year, lastSequence]) => ({
      organizationId: organization.id,
      year,
      lastSequence,
    })),
  );
  return { organization, rows, outpostIds };
}
