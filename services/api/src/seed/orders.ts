import {
  calendarDayIn,
  type NotificationType,
  type OrderAssistantStatus,
  type OrderPlace,
  type OrderStatus,
  type OrderType,
} from '@care/contracts';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { defaultTimeZone } from '../config';
import {
  type AuditChanges,
  auditEvents,
  members,
  notifications,
  orderAssistants,
  orderNumberCounters,
  orders,
  organizations,
} from '../db/schema';
import { sweepOverdueOrders } from '../modules/orders/escalation';
import type { Enqueue } from '../jobs/definition';
import { formatOrderNumber } from '../modules/orders/numbering';
import { notificationColumns } from '../modules/notifications/texts';
import { addDays, instantAt } from '../domain/calendar';
import { type SeedContext, daysAgo, hoursAgo } from './context';
import { seedId } from './ids';

/** One thing that happened to an order, some hours after it was placed. */
type Step =
  | { kind: 'accept' | 'cancel'; after: number; by?: 'operator' | 'operator2' }
  | { kind: 'handle'; after: number; by?: 'operator' | 'operator2'; outcome?: string }
  | { kind: 'reject'; after: number; reason: string }
  | { kind: 'assign'; after: number; assistant: number }
  | {
      kind: 'assistant-accept' | 'assistant-decline';
      after: number;
      assistant: number;
    }
  | { kind: 'assistant-handle'; after: number; assistant: number; outcome?: string };

interface PlannedOrder {
  type: OrderType;
  /** Index into the organization's active beneficiaries; 0 is beneficiary@care.test. */
  beneficiary: number;
  daysAgo: number;
  description: string;
  address?: string;
  /** Hours after the order was placed. */
  preferredInHours?: number;
  /**
   * Or a calendar day: this many days after the seed's day in the organization's zone, at the
   * window's start. A day, not hours: seeded at any hour it is the same day of the week.
   */
  preferredInDays?: number;
  /** Its steps send the operators nothing (the rota's orders, see `rota`). */
  operatorsUntold?: boolean;
  /** The hours within the preferred date that suit the beneficiary. */
  window?: { from: string; to: string };
  steps: Step[];
}

const descriptions: Record<OrderType, string[]> = {
  VISIT: [
    'Proszę o wizytę pielęgniarki – w nocy nasilił się ból, obecne leki przestają działać.',
    'Prośba o wizytę lekarza w domu, mama od wczoraj ma duszności i gorączkę.',
    'Potrzebna zmiana opatrunku na odleżynie, rana sączy się od dwóch dni.',
    'Proszę o wizytę w sprawie pompy infuzyjnej – wyświetla alarm okluzji.',
  ],
  EQUIPMENT: [
    'Potrzebny koncentrator tlenu, obecny głośno pracuje i sam się wyłącza.',
    'Proszę o materac przeciwodleżynowy i balkonik, tata coraz słabiej chodzi.',
    'Potrzebujemy wózka inwalidzkiego na dwa tygodnie, na wizyty w szpitalu.',
  ],
  TRANSPORT: [
    'Transport na badanie TK do szpitala w czwartek, pacjent leżący.',
    'Przewóz na konsultację onkologiczną, potrzebna pomoc przy schodach (3. piętro bez windy).',
    'Powrót ze szpitala do domu po zakończonej chemioterapii.',
  ],
  CONSULTATION: [
    'Konsultacja psychologa dla rodziny – córka bardzo przeżywa chorobę taty.',
    'Rozmowa z dietetykiem: problemy z przełykaniem, nie wiemy, co podawać.',
    'Prośba o rozmowę z lekarzem o dalszym leczeniu przeciwbólowym.',
  ],
  OTHER: [
    'Prośba o pomoc w załatwieniu orzeczenia o niepełnosprawności.',
    'Czy wolontariusz mógłby zrobić zakupy i wykupić recepty? Jestem sama w domu.',
  ],
};

const addresses = [
  'ul. Lipowa 12/4, 00-123 Warszawa',
  'ul. Słoneczna 7, 05-500 Piaseczno',
  'al. Niepodległości 210/15, 02-086 Warszawa',
  'ul. Ogrodowa 3, 05-120 Legionowo',
];

const pick = <T>(list: readonly T[], index: number) => list[index % list.length] as T;
const description = (type: OrderType, index: number) => pick(descriptions[type], index);

/**
 * Orders of "Hospicjum Demo" over the last 30 days, in every status, each with the history an
 * operator, an assistant or the beneficiary made. Every ACCEPTED operator gets the
 * notifications those steps send: operator@care.test 25 (three pages of the bell). Some are
 * overdue for each attention reason, past their limit twice; `seedEscalations` then sends what
 * the escalation would have sent about them by now.
 */
const plan: PlannedOrder[] = [
  {
    type: 'VISIT',
    beneficiary: 0,
    daysAgo: 0.1,
    description: description('VISIT', 0),
    preferredInHours: 20,
    window: { from: '08:00', to: '11:00' },
    steps: [],
  },
  {
    type: 'EQUIPMENT',
    beneficiary: 1,
    daysAgo: 0.5,
    description: description('EQUIPMENT', 0),
    address: pick(addresses, 1),
    steps: [],
  },
  {
    type: 'TRANSPORT',
    beneficiary: 2,
    daysAgo: 1.2,
    description: description('TRANSPORT', 0),
    preferredInHours: 70,
    steps: [],
  },
  {
    type: 'CONSULTATION',
    beneficiary: 3,
    daysAgo: 2.5,
    description: description('CONSULTATION', 0),
    steps: [],
  },
  {
    type: 'VISIT',
    beneficiary: 4,
    daysAgo: 3,
    description: description('VISIT', 1),
    // 52 hours ago: before the start of yesterday at any hour of the day, so the demo holds an
    // order past its preferred date twice over (the escalation's second step) whenever it is seeded.
    preferredInHours: 20,
    window: { from: '14:00', to: '17:30' },
    steps: [{ kind: 'accept', after: 2 }],
  },
  {
    type: 'EQUIPMENT',
    beneficiary: 0,
    daysAgo: 4,
    description: description('EQUIPMENT', 1),
    address: pick(addresses, 0),
    steps: [
      { kind: 'accept', after: 1, by: 'operator2' },
      { kind: 'assign', after: 2, assistant: 0 },
    ],
  },
  {
    type: 'TRANSPORT',
    beneficiary: 5,
    daysAgo: 5,
    description: description('TRANSPORT', 1),
    preferredInHours: 50,
    window: { from: '07:30', to: '09:00' },
    steps: [
      { kind: 'accept', after: 1 },
      { kind: 'assign', after: 2, assistant: 1 },
      { kind: 'assistant-decline', after: 5, assistant: 1 },
    ],
  },
  {
    type: 'VISIT',
    beneficiary: 6,
    daysAgo: 6,
    description: description('VISIT', 2),
    steps: [
      { kind: 'accept', after: 1 },
      { kind: 'assign', after: 2, assistant: 0 },
      { kind: 'assistant-accept', after: 3, assistant: 0 },
    ],
  },
  {
    type: 'CONSULTATION',
    beneficiary: 7,
    daysAgo: 8,
    description: description('CONSULTATION', 1),
    steps: [
      { kind: 'accept', after: 3, by: 'operator2' },
      { kind: 'assign', after: 4, assistant: 2 },
      { kind: 'assistant-accept', after: 6, assistant: 2 },
    ],
  },
  {
    type: 'EQUIPMENT',
    beneficiary: 8,
    daysAgo: 10,
    description: description('EQUIPMENT', 2),
    address: pick(addresses, 2),
    steps: [
      { kind: 'accept', after: 1 },
      { kind: 'assign', after: 2, assistant: 3 },
      { kind: 'assistant-decline', after: 4, assistant: 3 },
      { kind: 'assign', after: 5, assistant: 4 },
      { kind: 'assistant-accept', after: 7, assistant: 4 },
    ],
  },
  {
    type: 'VISIT',
    beneficiary: 0,
    daysAgo: 12,
    description: description('VISIT', 3),
    preferredInHours: 24,
    steps: [
      { kind: 'accept', after: 1 },
      { kind: 'assign', after: 2, assistant: 0 },
      { kind: 'assistant-accept', after: 3, assistant: 0 },
      {
        kind: 'assistant-handle',
        after: 26,
        assistant: 0,
        outcome:
          'Podano lek przeciwbólowy według zlecenia lekarza, ból zmniejszył się po 30 minutach. Rodzina poinstruowana, kiedy dzwonić na dyżur.',
      },
    ],
  },
  {
    type: 'TRANSPORT',
    beneficiary: 9,
    daysAgo: 15,
    description: description('TRANSPORT', 2),
    preferredInHours: 48,
    window: { from: '09:00', to: '12:00' },
    steps: [
      { kind: 'accept', after: 2 },
      { kind: 'assign', after: 3, assistant: 2 },
      { kind: 'assistant-accept', after: 4, assistant: 2 },
      {
        kind: 'assistant-handle',
        after: 50,
        assistant: 2,
        outcome: 'Przewóz na badanie i z powrotem; wynik TK do odbioru w rejestracji za tydzień.',
      },
    ],
  },
  {
    type: 'EQUIPMENT',
    beneficiary: 10,
    daysAgo: 18,
    description: description('EQUIPMENT', 0),
    address: pick(addresses, 3),
    steps: [
      { kind: 'accept', after: 1, by: 'operator2' },
      {
        kind: 'handle',
        after: 28,
        by: 'operator2',
        outcome: 'Koncentrator wymieniony na sprawny, stary zabrany do serwisu.',
      },
    ],
  },
  {
    type: 'OTHER',
    beneficiary: 1,
    daysAgo: 22,
    description: description('OTHER', 0),
    steps: [
      { kind: 'accept', after: 4 },
      { kind: 'handle', after: 72 },
    ],
  },
  {
    type: 'OTHER',
    beneficiary: 2,
    daysAgo: 9,
    description: description('OTHER', 1),
    steps: [
      {
        kind: 'reject',
        after: 3,
        reason:
          'Nie realizujemy zakupów; przekazaliśmy rodzinie kontakt do Ośrodka Pomocy Społecznej.',
      },
    ],
  },
  {
    type: 'CONSULTATION',
    beneficiary: 3,
    daysAgo: 20,
    description: description('CONSULTATION', 2),
    steps: [
      {
        kind: 'reject',
        after: 2,
        reason: 'Rozmowa odbędzie się podczas najbliższej wizyty lekarza, umówionej na piątek.',
      },
    ],
  },
  {
    type: 'VISIT',
    beneficiary: 4,
    daysAgo: 14,
    description: description('VISIT', 0),
    steps: [{ kind: 'cancel', after: 5 }],
  },
  {
    type: 'TRANSPORT',
    beneficiary: 5,
    daysAgo: 29,
    description: description('TRANSPORT', 0),
    preferredInHours: 40,
    steps: [
      { kind: 'accept', after: 2 },
      { kind: 'cancel', after: 20 },
    ],
  },
];

const rotaDescriptions: Record<OrderType, string[]> = {
  VISIT: [
    'Stała wizyta pielęgniarki: ocena bólu i zmiana plastrów przeciwbólowych.',
    'Cotygodniowa zmiana opatrunku na odleżynie, rana goi się powoli.',
    'Kontrola pompy infuzyjnej i uzupełnienie leków na kolejne dni.',
    'Pomoc przy kąpieli i zmianie pościeli, córka wyjeżdża na dwa dni.',
  ],
  EQUIPMENT: ['Dostarczenie i ustawienie łóżka rehabilitacyjnego, zabranie starego materaca.'],
  TRANSPORT: [
    'Transport na zaplanowaną chemioterapię, pacjent chodzi z pomocą.',
    'Przewóz na kontrolę w poradni leczenia bólu, powrót tego samego dnia.',
  ],
  CONSULTATION: ['Wizyta psychologa u rodziny, umówiona podczas poprzedniej rozmowy.'],
  OTHER: ['Wolontariusz poczyta i posiedzi z podopiecznym, żona idzie do lekarza.'],
};

/**
 * The team's visits from today through the next six days (so this calendar week and, on most
 * days, part of the next), each taken by one of the first three assistants (the demo assistant
 * first, with the fullest days), at the hours the beneficiary asked for: the schedule's week and
 * the picker's loads have something to show. None is late: each is in progress, its assistant
 * has accepted, and its day is today or later.
 * Their notices to the operators (placed, taken by the assistant) are not written: the operator's
 * bell keeps the 33 notices the guides and the suite count; the beneficiaries and the assistants
 * get theirs.
 */
const rotaSlots: [inDays: number, assistant: number, type: OrderType, from: string, to: string][] =
  [
    [0, 0, 'VISIT', '08:00', '10:00'],
    [0, 1, 'TRANSPORT', '09:00', '12:00'],
    [0, 2, 'CONSULTATION', '13:00', '15:00'],
    [1, 0, 'VISIT', '10:00', '12:00'],
    [1, 2, 'EQUIPMENT', '14:00', '16:00'],
    [2, 1, 'VISIT', '08:00', '09:30'],
    [2, 0, 'VISIT', '12:00', '14:00'],
    [3, 0, 'VISIT', '09:00', '11:00'],
    [3, 1, 'OTHER', '15:00', '17:00'],
    [4, 2, 'TRANSPORT', '10:00', '12:00'],
    [4, 0, 'VISIT', '16:00', '18:00'],
    [5, 1, 'VISIT', '09:00', '11:00'],
    [5, 0, 'CONSULTATION', '11:30', '13:00'],
    [6, 2, 'VISIT', '10:00', '12:00'],
  ];

const rota: PlannedOrder[] = rotaSlots.map(([inDays, assistant, type, from, to], index) => ({
  type,
  // Not the demo beneficiary: their own orders stay the ones the guides describe.
  beneficiary: 1 + (index % 10),
  // Placed two to six days ago, taken the same day.
  daysAgo: 2 + (index % 5),
  description: pick(rotaDescriptions[type], index),
  preferredInDays: inDays,
  window: { from, to },
  operatorsUntold: true,
  steps: [
    { kind: 'accept', after: 1, by: index % 3 === 0 ? 'operator2' : 'operator' },
    { kind: 'assign', after: 2, assistant },
    { kind: 'assistant-accept', after: 4, assistant },
  ],
}));

/** Notifications older than this are read; the newer ones wait in the bell. */
const unreadForHours = 60;

interface People {
  beneficiaries: { memberId: string; accountId: string; address: OrderPlace | null }[];
  assistants: { memberId: string; accountId: string }[];
  operatorAccountIds: string[];
}

/** Current ACCEPTED members of a role with an account, the demo account's membership first. */
async function activeMembers(
  { tx }: SeedContext,
  organizationId: string,
  role: 'BENEFICIARY' | 'ASSISTANT' | 'OPERATOR',
  firstAccountId: string | undefined,
) {
  const rows = await tx
    .select({ memberId: members.id, accountId: members.accountId, address: members.address })
    .from(members)
    .where(
      and(
        eq(members.organizationId, organizationId),
        eq(members.role, role),
        eq(members.status, 'ACCEPTED'),
        isNotNull(members.accountId),
      ),
    )
    .orderBy(asc(members.createdAt), asc(members.id));
  const active = rows.flatMap(({ memberId, accountId, address }) =>
    accountId ? [{ memberId, accountId, address }] : [],
  );
  return [
    ...active.filter((member) => member.accountId === firstAccountId),
    ...active.filter((member) => member.accountId !== firstAccountId),
  ];
}

const yearIn = (timeZone: string, date: Date) =>
  Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(date));

/** The demo organization's orders, their assistants, histories and notifications. */
export async function seedOrders(context: SeedContext) {
  const { tx, now, accountIds, organizationIds } = context;
  const organizationId = organizationIds.demo;
  const people: People = {
    beneficiaries: await activeMembers(
      context,
      organizationId,
      'BENEFICIARY',
      accountIds.beneficiary,
    ),
    assistants: await activeMembers(context, organizationId, 'ASSISTANT', accountIds.assistant),
    operatorAccountIds: (
      await activeMembers(context, organizationId, 'OPERATOR', accountIds.operator)
    ).map((member) => member.accountId),
  };
  if (people.beneficiaries.length === 0 || people.assistants.length === 0) return;
  const timeZone = process.env.TZ || defaultTimeZone;
  // The rota's days are the organization's own, as its schedule counts them.
  const [organization] = await tx
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const days = {
    zone: organization?.timeZone ?? defaultTimeZone,
    today: calendarDayIn(now, organization?.timeZone ?? defaultTimeZone),
  };

  // Numbers go to the orders oldest first, counted per year.
  const byAge = [...plan, ...rota]
    .map((planned, index) => ({ planned, index, createdAt: daysAgo(now, planned.daysAgo) }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const lastSequence = new Map<number, number>();

  for (const { planned, index, createdAt } of byAge) {
    const year = yearIn(timeZone, createdAt);
    const sequence = (lastSequence.get(year) ?? 0) + 1;
    lastSequence.set(year, sequence);
    await seedOrder(context, people, organizationId, planned, index, {
      createdAt,
      year,
      sequence,
      days,
    });
  }

  for (const [year, last] of lastSequence) {
    await tx
      .insert(orderNumberCounters)
      .values({ organizationId, year, lastSequence: last })
      .onConflictDoUpdate({
        target: [orderNumberCounters.organizationId, orderNumberCounters.year],
        set: {
          lastSequence: sql`greatest(${orderNumberCounters.lastSequence}, excluded.last_sequence)`,
        },
      });
  }
}

async function seedOrder(
  { tx, now, accountIds }: SeedContext,
  people: People,
  organizationId: string,
  planned: PlannedOrder,
  index: number,
  {
    createdAt,
    year,
    sequence,
    days,
  }: {
    createdAt: Date;
    year: number;
    sequence: number;
    /** The organization's zone and the seed's day in it. */
    days: { zone: string; today: string };
  },
) {
  const id = seedId(`order:demo:${index}`);
  const beneficiary = pick(people.beneficiaries, planned.beneficiary);
  const number = formatOrderNumber(year, sequence);
  const notice = { number, type: planned.type };
  const assistantAt = (position: number) => pick(people.assistants, position);
  const operatorOf = (by: 'operator' | 'operator2' | undefined) =>
    accountIds[by ?? 'operator'] ?? accountIds.operator ?? null;

  let status: OrderStatus = 'NEW';
  let version = 1;
  let rejectionReason: string | null = null;
  let outcome: string | null = null;
  let acceptedAt: Date | null = null;
  let updatedAt = createdAt;
  // Placed without an address: the person's home as it is now, as the service copies it.
  const place = planned.address ? null : beneficiary.address;
  const assignments = new Map<string, { status: OrderAssistantStatus; at: Date }>();
  const events: (typeof auditEvents.$inferInsert)[] = [];
  const sent: (typeof notifications.$inferInsert)[] = [];

  const notify = (type: NotificationType, recipients: string[], at: Date, step: number) => {
    for (const accountId of new Set(recipients)) {
      sent.push({
        id: seedId(`notification:order:${index}:${step}:${type}:${accountId}`),
        accountId,
        organizationId,
        type,
        orderId: id,
        ...notificationColumns(type, notice),
        createdAt: at,
        readAt: now.getTime() - at.getTime() > unreadForHours * 3_600_000 ? hoursAgo(at, -1) : null,
      });
    }
  };
  const record = (
    step: number,
    at: Date,
    actorAccountId: string | null,
    action: string,
    changes: AuditChanges,
  ) =>
    events.push({
      id: seedId(`audit:order:${index}:${step}`),
      actorAccountId,
      organizationId,
      entity: 'order',
      entityId: id,
      action,
      changes,
      occurredAt: at,
    });
  /** A step's status change and new version, as the service records them. */
  const move = (to: OrderStatus | null): AuditChanges => {
    const changes: AuditChanges = { version: { before: version, after: version + 1 } };
    if (to && to !== status) changes.status = { before: status, after: to };
    version += 1;
    if (to) status = to;
    return changes;
  };

  /** The move to HANDLED, with what was done when the handler wrote it. */
  const handled = (written: string | undefined): AuditChanges => {
    const changes = move('HANDLED');
    if (written) {
      changes.outcome = { before: null, after: written };
      outcome = written;
    }
    return changes;
  };

  const preferredDate =
    planned.preferredInDays !== undefined
      ? instantAt(
          addDays(days.today, planned.preferredInDays),
          planned.window?.from ?? '12:00',
          days.zone,
        )
      : planned.preferredInHours === undefined
        ? null
        : hoursAgo(createdAt, -planned.preferredInHours);
  const operators = planned.operatorsUntold ? [] : people.operatorAccountIds;
  record(0, createdAt, beneficiary.accountId, 'created', {
    number: { before: null, after: number },
    beneficiaryMemberId: { before: null, after: beneficiary.memberId },
    type: { before: null, after: planned.type },
    description: { before: null, after: planned.description },
    ...(preferredDate
      ? { preferredDate: { before: null, after: preferredDate.toISOString() } }
      : {}),
    ...(planned.window
      ? {
          preferredFrom: { before: null, after: planned.window.from },
          preferredTo: { before: null, after: planned.window.to },
        }
      : {}),
    ...(planned.address ? { address: { before: null, after: planned.address } } : {}),
    ...(place ? { place: { before: null, after: place } } : {}),
    status: { before: null, after: 'NEW' },
    version: { before: null, after: 1 },
  });
  notify('ORDER_CREATED', operators, createdAt, 0);

  planned.steps.forEach((step, position) => {
    const at = hoursAgo(createdAt, -step.after);
    const number = position + 1;
    updatedAt = at;
    switch (step.kind) {
      case 'accept':
        record(number, at, operatorOf(step.by), 'accepted', move('ACCEPTED'));
        acceptedAt = at;
        notify('ORDER_ACCEPTED', [beneficiary.accountId], at, number);
        break;
      case 'reject': {
        const changes = move('REJECTED');
        changes.rejectionReason = { before: null, after: step.reason };
        rejectionReason = step.reason;
        record(number, at, operatorOf(undefined), 'rejected', changes);
        notify('ORDER_REJECTED', [beneficiary.accountId], at, number);
        break;
      }
      case 'handle':
        record(number, at, operatorOf(step.by), 'handled', handled(step.outcome));
        notify('ORDER_MARKED_AS_HANDLED', [beneficiary.accountId], at, number);
        break;
      case 'cancel':
        record(number, at, beneficiary.accountId, 'cancelled', move('CANCELLED'));
        break;
      case 'assign': {
        const assistant = assistantAt(step.assistant);
        const before = assignments.get(assistant.memberId)?.status;
        assignments.set(assistant.memberId, { status: 'NOTIFIED', at });
        record(number, at, operatorOf(undefined), 'assistant-assigned', {
          ...move(null),
          assistant: {
            before: before ? { memberId: assistant.memberId, status: before } : null,
            after: { memberId: assistant.memberId, status: 'NOTIFIED' },
          },
        });
        notify('ASSISTANT_NOTIFIED', [assistant.accountId], at, number);
        break;
      }
      case 'assistant-accept':
      case 'assistant-decline': {
        const assistant = assistantAt(step.assistant);
        const answer = step.kind === 'assistant-accept' ? 'ACCEPTED' : 'DECLINED';
        const assigned = assignments.get(assistant.memberId);
        assignments.set(assistant.memberId, { status: answer, at: assigned?.at ?? at });
        const changes = move(answer === 'ACCEPTED' && status === 'ACCEPTED' ? 'IN_PROGRESS' : null);
        record(
          number,
          at,
          assistant.accountId,
          step.kind === 'assistant-accept' ? 'assistant-accepted' : 'assistant-declined',
          {
            ...changes,
            assistant: {
              before: { memberId: assistant.memberId, status: 'NOTIFIED' },
              after: { memberId: assistant.memberId, status: answer },
            },
          },
        );
        if (answer === 'ACCEPTED') {
          notify('ASSISTANT_ORDER_ACCEPTED', operators, at, number);
          notify('ORGANIZATION_ORDER_MARKED_AS_ACCEPTED', [beneficiary.accountId], at, number);
        }
        break;
      }
      case 'assistant-handle': {
        const assistant = assistantAt(step.assistant);
        record(number, at, assistant.accountId, 'handled', handled(step.outcome));
        notify('ORDER_MARKED_AS_HANDLED', operators, at, number);
        break;
      }
    }
  });

  await tx
    .insert(orders)
    .values({
      id,
      organizationId,
      beneficiaryMemberId: beneficiary.memberId,
      numberYear: year,
      numberSequence: sequence,
      type: planned.type,
      description: planned.description,
      preferredDate,
      preferredFrom: planned.window?.from ?? null,
      preferredTo: planned.window?.to ?? null,
      address: planned.address ?? null,
      place,
      status,
      rejectionReason,
      acceptedAt,
      outcome,
      version,
      createdAt,
      updatedAt,
    })
    .onConflictDoNothing();
  if (assignments.size > 0) {
    await tx
      .insert(orderAssistants)
      .values(
        [...assignments].map(([memberId, assignment]) => ({
          orderId: id,
          memberId,
          status: assignment.status,
          createdAt: assignment.at,
          updatedAt,
        })),
      )
      .onConflictDoNothing();
  }
  await tx.insert(auditEvents).values(events).onConflictDoNothing();
  if (sent.length > 0) await tx.insert(notifications).values(sent).onConflictDoNothing();
}

/**
 * The escalations a running panel would have sent by now about the demo's overdue orders, sent
 * by the sweep itself at the seed's moment: the operator on call and the super operators each
 * have one notice per overdue reason (operator@care.test 8 more, 33 in all), and the bell is the
 * same on every start, not changed a minute later by the first sweep. Nothing is pushed: the
 * demo has no devices.
 */
export async function seedEscalations({ tx, now }: SeedContext) {
  const nothingPushed: Enqueue = async () => {
    throw new Error('The demo seed pushes nothing.');
  };
  await sweepOverdueOrders(tx, { enqueue: nothingPushed, pushJob: null }, now);
}
