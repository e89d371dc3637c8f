// The database schema. Migrations under drizzle/ are generated from this file
// (`pnpm --filter @care/api db:generate`) and committed.
import {
  accessLogKinds,
  accountOwnerTypes,
  formsOfAddress,
  invitationDeliveries,
  type MemberAddress,
  type MemberContact,
  type MemberImportMapping,
  memberImportStatuses,
  memberStatuses,
  notificationTypes,
  orderAssistantStatuses,
  orderAttentionReasons,
  orderStatuses,
  orderTypes,
  type OpeningHours,
  type OrderPlace,
  outpostTypes,
  publishStates,
  roles,
} from '@care/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { folded } from './search';

const id = () => uuid('id').primaryKey().defaultRandom();
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => moment('created_at').notNull().defaultNow();
const updatedAt = () => moment('updated_at').notNull().defaultNow();

export const roleEnum = pgEnum('role', roles);
export const memberStatusEnum = pgEnum('member_status', memberStatuses);
export const accountOwnerTypeEnum = pgEnum('account_owner_type', accountOwnerTypes);
export const invitationDeliveryEnum = pgEnum('invitation_delivery', invitationDeliveries);
export const notificationTypeEnum = pgEnum('notification_type', notificationTypes);
export const orderTypeEnum = pgEnum('order_type', orderTypes);
export const orderStatusEnum = pgEnum('order_status', orderStatuses);
export const orderAssistantStatusEnum = pgEnum('order_assistant_status', orderAssistantStatuses);
export const outpostTypeEnum = pgEnum('outpost_type', outpostTypes);
export const formOfAddressEnum = pgEnum('form_of_address', formsOfAddress);
export const orderAttentionReasonEnum = pgEnum('order_attention_reason', orderAttentionReasons);
export const accessLogKindEnum = pgEnum('access_log_kind', accessLogKinds);

/** Raw bytes; pg answers a Buffer, PGlite a Uint8Array, so both become a Buffer here. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
export const memberImportStatusEnum = pgEnum('member_import_status', memberImportStatuses);

export const publishStateEnum = pgEnum('document_publish_state', publishStates);

/** A person registered in the product; emails are stored lower-case. */
export const accounts = pgTable('accounts', {
  id: id(),
  firebaseUid: text('firebase_uid').notNull().unique(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  isPolicyAccepted: boolean('is_policy_accepted').notNull(),
  // Set by the person on their profile; history lines agree with it in Polish.
  formOfAddress: formOfAddressEnum('form_of_address'),
  /**
   * The versions of the privacy policy and the terms the account accepted, and when. Null for an
   * account from before versions were kept: it is asked at its next sign-in.
   */
  acceptedPrivacyVersion: text('accepted_privacy_version'),
  acceptedTermsVersion: text('accepted_terms_version'),
  policiesAcceptedAt: moment('policies_accepted_at'),
  isAdmin: boolean('is_admin').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The account holder (isOwn) and the wards a guardian account looks after. */
export const persons = pgTable(
  'persons',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isOwn: boolean('is_own').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('persons_account_idx').on(t.accountId),
    uniqueIndex('persons_one_own_per_account')
      .on(t.accountId)
      .where(sql`${t.isOwn}`),
  ],
);

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    deletedAt: moment('deleted_at'),
    // The organization's settings (contracts' defaultOrganizationSettings). A limit is null when
    // switched off. They have their own version: an admin's rename does not stale the form.
    acceptWithinHours: integer('accept_within_hours').default(4),
    assignWithinHours: integer('assign_within_hours').default(24),
    handleByPreferredDate: boolean('handle_by_preferred_date').notNull().default(true),
    timeZone: text('time_zone').notNull().default('Europe/Warsaw'),
    idleSignOutMinutes: integer('idle_sign_out_minutes').notNull().default(15),
    accessLogRetentionMonths: integer('access_log_retention_months').notNull().default(24),
    // Months after its end an INACTIVE member's personal data is erased; null never.
    inactiveMemberRetentionMonths: integer('inactive_member_retention_months').default(24),
    settingsVersion: integer('settings_version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('organizations_live_name_unique')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    index('organizations_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * The on-call rota: an operator on call from `starts_at` (included) to `ends_at` (not). Entries
 * may overlap; an organization without any has every operator on call.
 */
export const onCallShifts = pgTable(
  'on_call_shifts',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The rota's pages and "who is on call now" both read one organization's entries by start.
    index('on_call_shifts_organization_start_idx').on(t.organizationId, t.startsAt, t.id),
    check('on_call_shifts_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A membership and, while PENDING, the invitation to it (matched to the invitee by accountEmail). */
export const members = pgTable(
  'members',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    personId: uuid('person_id').references(() => persons.id, { onDelete: 'set null' }),
    status: memberStatusEnum('status').notNull(),
    role: roleEnum('role').notNull(),
    accountOwnerType: accountOwnerTypeEnum('account_owner_type').notNull(),
    accountEmail: text('account_email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isSuperOperator: boolean('is_super_operator').notNull().default(false),
    startDate: moment('start_date').notNull().defaultNow(),
    endDate: moment('end_date'),
    invitationDelivery: invitationDeliveryEnum('invitation_delivery').notNull().default('WAITING'),
    /** E.164, set through PATCH only. */
    phone: text('phone'),
    /** Replaced whole, so one JSON value rather than a column per part. */
    address: jsonb('address').$type<MemberAddress>(),
    formOfAddress: formOfAddressEnum('form_of_address'),
    /** The operators' own notes; no answer to anybody else carries them. */
    careNotes: text('care_notes'),
    /** The relatives and carers to call, replaced whole; operators' eyes only, as careNotes. */
    contacts: jsonb('contacts').$type<MemberContact[]>().notNull().default([]),
    /**
     * The outpost (branch office) that looks after the person; one of the organization's own,
     * checked when set. Deleting the outpost leaves the person without one.
     */
    homeOutpostId: uuid('home_outpost_id').references((): AnyPgColumn => outposts.id, {
      onDelete: 'set null',
    }),
    /** When the organization erased the person's data (./erasure.ts says what goes); the row stays. */
    erasedAt: moment('erased_at'),
    /** What the list's search looks in: both names and the e-mail, folded. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(folded(sql`first_name || ' ' || last_name || ' ' || account_email`)),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('members_organization_status_idx').on(t.organizationId, t.status),
    // The dashboard counts an organization's members by role and status as of now from this
    // index alone.
    index('members_organization_role_status_idx').on(t.organizationId, t.role, t.status, t.endDate),
    index('members_account_idx').on(t.accountId),
    index('members_account_email_idx').on(t.accountEmail),
    // The member list's pages come off these in either direction, ties by id.
    index('members_organization_last_name_idx').on(
      t.organizationId,
      folded(sql`${t.lastName}`),
      t.id,
    ),
    index('members_organization_first_name_idx').on(
      t.organizationId,
      folded(sql`${t.firstName}`),
      t.id,
    ),
    index('members_organization_email_idx').on(t.organizationId, t.accountEmail, t.id),
    index('members_organization_role_idx').on(t.organizationId, t.role, t.id),
    index('members_organization_created_idx').on(t.organizationId, t.createdAt, t.id),
    // The foreign key's (an outpost's deletion clears its members) and an outpost's members.
    index('members_home_outpost_idx').on(t.homeOutpostId),
    // Searches for a part of a name or an e-mail ("%kowal%") come off trigrams.
    index('members_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // What the retention of INACTIVE members looks for: ended, not yet erased.
    index('members_erasure_due_idx')
      .on(t.organizationId, t.endDate)
      .where(sql`${t.erasedAt} is null and ${t.endDate} is not null`),
    // Whether an actor or reader is a member the organization erased, asked of every row of a
    // history or a log page: only erased members are in it, so each question is one short probe.
    index('members_erased_account_idx')
      .on(t.accountId, t.organizationId)
      .where(sql`${t.erasedAt} is not null`),
    // What the INACTIVE sweep looks for.
    index('members_expiring_idx')
      .on(t.endDate)
      .where(sql`${t.status} in ('PENDING', 'ACCEPTED') and ${t.endDate} is not null`),
  ],
);

/** A row of an import's outcome: its line in the file and what was wrong, as message codes. */
export interface StoredImportIssue {
  code: string;
  params?: Record<string, string | number>;
}
export interface StoredImportError {
  row: number;
  issues: StoredImportIssue[];
}

/**
 * A CSV import of members and its progress, kept here (the job queue archives its jobs): the
 * file until the job has read it, then counts and per-row errors.
 */
export const memberImports = pgTable(
  'member_imports',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** Whether the operator who started it was a super operator then (OPERATOR rows need it). */
    actorIsSuperOperator: boolean('actor_is_super_operator').notNull(),
    status: memberImportStatusEnum('status').notNull().default('RUNNING'),
    mapping: jsonb('mapping').$type<MemberImportMapping>().notNull(),
    /** The file's text; cleared when the import ends, so no copy of it stays behind. */
    source: text('source'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    errors: jsonb('errors').$type<StoredImportError[]>().notNull().default([]),
    createdAt: createdAt(),
    finishedAt: moment('finished_at'),
  },
  (t) => [index('member_imports_organization_idx').on(t.organizationId)],
);

export const tags = pgTable(
  'tags',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    abbr: text('abbr').notNull(),
    description: text('description'),
    color: text('color').notNull(),
    textColor: text('text_color'),
    icon: text('icon'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tags_organization_name_unique').on(t.organizationId, sql`lower(${t.name})`)],
);

export const memberTags = pgTable(
  'member_tags',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.tagId] }), index('member_tags_tag_idx').on(t.tagId)],
);

/** Title and description are stored in every language the panel speaks. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    type: notificationTypeEnum('type').notNull(),
    orderId: uuid('order_id').notNull(),
    titlePl: text('title_pl'),
    titleEn: text('title_en'),
    descriptionPl: text('description_pl'),
    descriptionEn: text('description_en'),
    createdAt: createdAt(),
    readAt: moment('read_at'),
  },
  (t) => [
    // Newest-first pages of one account's notifications come straight off this index.
    index('notifications_account_created_idx').on(
      t.accountId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_account_unread_idx')
      .on(t.accountId)
      .where(sql`${t.readAt} is null`),
  ],
);

export const devices = pgTable(
  'devices',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    /** The language its pushes are written in: the one the app asked in when it registered. */
    language: text('language').notNull().default('pl'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('devices_account_device_unique').on(t.accountId, t.deviceId)],
);

/** Which device a notification was pushed to, so a retried push job skips what already went. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    sentAt: moment('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.deviceId] }),
    index('push_deliveries_device_idx').on(t.deviceId),
  ],
);

/**
 * The last order number given out per organization and year: taking the next one updates this
 * row, which makes concurrent creators of one organization take turns, so numbers never repeat.
 */
export const orderNumberCounters = pgTable(
  'order_number_counters',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.year] })],
);

/** What a beneficiary asked the organization for; its number reads `Z-<year>-<sequence>`. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    beneficiaryMemberId: uuid('beneficiary_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    numberYear: integer('number_year').notNull(),
    numberSequence: integer('number_sequence').notNull(),
    type: orderTypeEnum('type').notNull(),
    description: text('description').notNull(),
    preferredDate: moment('preferred_date'),
    /** `HH:MM`, both or neither: the hours within the preferred date. */
    preferredFrom: text('preferred_from'),
    preferredTo: text('preferred_to'),
    address: text('address'),
    /** The beneficiary's address as it was when the order was placed without one. */
    place: jsonb('place').$type<OrderPlace>(),
    status: orderStatusEnum('status').notNull().default('NEW'),
    rejectionReason: text('rejection_reason'),
    outcome: text('outcome'),
    /** When an operator accepted it: what the limit to find an assistant counts from. */
    acceptedAt: moment('accepted_at'),
    /**
     * Whether an assistant has accepted it, kept by a trigger on `order_assistants` (migration
     * 0024) so that the unstaffed orders are a range of one small index, not a lookup per order.
     */
    staffed: boolean('staffed').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The operator's pages come off an index in the order they are sorted: newest first with or
  // without a status (ties by id), by number (the unique one, which a search by number looks up
  // too), by preferred date. A search by name resolves to a few beneficiaries, whose orders the
  // last one holds by status, so a search's counts read the index alone; it also serves a
  // beneficiary's own list and the member foreign key.
  (t) => [
    index('orders_organization_created_idx').on(
      t.organizationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_organization_status_created_idx').on(
      t.organizationId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('orders_organization_number_unique').on(
      t.organizationId,
      t.numberYear,
      t.numberSequence,
    ),
    index('orders_organization_preferred_idx').on(
      t.organizationId,
      t.preferredDate.asc().nullsLast(),
      t.id.asc().nullsLast(),
    ),
    index('orders_beneficiary_status_idx').on(
      t.beneficiaryMemberId,
      t.organizationId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The orders that need attention are a few of each organization's, found off these small
    // indexes of the only statuses each rule reads, oldest first.
    index('orders_new_created_idx')
      .on(t.organizationId, t.createdAt)
      .where(sql`${t.status} = 'NEW'`),
    // With the id and the preferred date, so the staffing check and the count of orders late
    // for both reasons read this index alone.
    index('orders_accepted_at_idx')
      .on(t.organizationId, t.acceptedAt, t.id, t.preferredDate)
      .where(sql`${t.status} = 'ACCEPTED'`),
    // The accepted orders nobody has taken yet: what the staffing limit counts.
    index('orders_unstaffed_idx')
      .on(t.organizationId, t.acceptedAt, t.preferredDate)
      .where(sql`${t.status} = 'ACCEPTED' and not ${t.staffed}`),
    index('orders_open_preferred_idx')
      .on(t.organizationId, t.preferredDate)
      .where(sql`${t.status} in ('ACCEPTED', 'IN_PROGRESS') and ${t.preferredDate} is not null`),
    // A window is whole or none.
    check(
      'orders_preferred_window_whole',
      sql`(${t.preferredFrom} is null) = (${t.preferredTo} is null)`,
    ),
  ],
);

/**
 * The overdue orders escalated so far: one row per order, reason and step (1 told the operators
 * on call, 2 the super operators), written in the transaction that writes its notifications.
 * The key makes each fire once, however many replicas sweep at once; the rows are the
 * escalations' history (they change no record, so they have no audit events).
 */
export const orderEscalations = pgTable(
  'order_escalations',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: orderAttentionReasonEnum('reason').notNull(),
    step: integer('step').notNull(),
    escalatedAt: moment('escalated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.reason, t.step] }),
    check('order_escalations_step', sql`${t.step} in (1, 2)`),
  ],
);

/**
 * How many orders an organization has of each type in each status, so the list's tabs count a
 * whole organization (or one type of it) without reading every order. Triggers on orders keep
 * it, in the statement that changes them, whatever changes them (a transition, a seed, a
 * cascade); their SQL is in the migration that creates this table.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: orderTypeEnum('type').notNull(),
    status: orderStatusEnum('status').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.type, t.status] })],
);

/**
 * Each member's name folded for search (lower case, no diacritics: "Łukasz Wójcik" → "lukasz
 * wojcik"), so a search compares stored text instead of folding every row it reads. A trigger
 * on members writes it whenever a name, the role or the organization changes (its SQL is in the
 * migrations, with the folding of `folded()` in ./search).
 */
export const memberSearchNames = pgTable(
  'member_search_names',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    role: roleEnum('role').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('member_search_names_organization_idx').on(t.organizationId, t.role)],
);

/** The assistants an operator asked to take an order, and each one's answer. */
export const orderAssistants = pgTable(
  'order_assistants',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: orderAssistantStatusEnum('status').notNull().default('NOTIFIED'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.memberId] }),
    index('order_assistants_member_idx').on(t.memberId, t.orderId),
  ],
);

/**
 * When each operator first opened each order's details: the list's 'New' badge is a NEW order
 * its reader has not opened, on any device. The key leads with the order, so a page of the list
 * looks its ten rows up by it; opening again keeps the first time.
 */
export const orderOpenings = pgTable(
  'order_openings',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    openedAt: moment('opened_at').notNull().defaultNow(),
  },
  // The account's own index serves the foreign key: deleting an account removes its marks.
  (t) => [
    primaryKey({ columns: [t.orderId, t.accountId] }),
    index('order_openings_account_idx').on(t.accountId),
  ],
);

/** Field-level change: what it was and what it became (null for absent). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** Every mutation, written in the transaction that made it. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    occurredAt: moment('occurred_at').notNull().defaultNow(),
  },
  // The audit reader's pages, newest first with ties by id, each straight off one index: the
  // whole organization (a range of days too), one kind of record in it, or one record's history (an entity id is
  // specific enough that the organization and entity are checked on its few rows).
  (t) => [
    index('audit_events_organization_idx').on(
      t.organizationId,
      t.occurredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_events_organization_entity_idx').on(
      t.organizationId,
      t.entity,
      t.occurredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_events_entity_id_idx').on(
      t.entityId,
      t.occurredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The log narrowed to one person's changes, or to one action, pages off its own index too.
    index('audit_events_organization_actor_idx').on(
      t.organizationId,
      t.actorAccountId,
      t.occurredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_events_organization_action_idx').on(
      t.organizationId,
      t.action,
      t.occurredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Every read of a person's record by an operator: who read it, when and what (an order's id for
 * one order). Append-only: triggers (in the migration that creates it) refuse any UPDATE, and a
 * DELETE unless the transaction has set `care.access_log_retention` on, which only the retention
 * job does. So it has no foreign keys: a cascade from a deleted member or account would be a
 * delete or an update the triggers refuse, and the entries are kept for their retention anyway.
 */
export const accessLogEntries = pgTable(
  'access_log_entries',
  {
    id: id(),
    organizationId: uuid('organization_id').notNull(),
    memberId: uuid('member_id').notNull(),
    readerAccountId: uuid('reader_account_id').notNull(),
    kind: accessLogKindEnum('kind').notNull(),
    recordId: uuid('record_id'),
    readAt: moment('read_at').notNull().defaultNow(),
  },
  (t) => [
    // A member's log newest first, straight off the index; the account's log reads it per member.
    index('access_log_entries_member_idx').on(
      t.memberId,
      t.readAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // What the retention job deletes: an organization's entries older than its retention.
    index('access_log_entries_organization_read_idx').on(t.organizationId, t.readAt),
  ],
);

/**
 * One revision of a document. Revisions of a document form a line: each names the one before
 * (`previous_document_id`, at most one successor each) and the first (`first_revision_id`,
 * itself for revision 1), which names the document as a whole. The database keeps the rules
 * that must hold however two writers race: one PUBLISHED and one DRAFT revision per document.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    firstRevisionId: uuid('first_revision_id')
      .notNull()
      .references((): AnyPgColumn => documents.id, { onDelete: 'cascade' }),
    previousDocumentId: uuid('previous_document_id').references((): AnyPgColumn => documents.id, {
      onDelete: 'restrict',
    }),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    needsAcceptance: boolean('needs_acceptance').notNull().default(false),
    publishState: publishStateEnum('publish_state').notNull().default('DRAFT'),
    publishedAt: moment('published_at'),
    unpublishedAt: moment('unpublished_at'),
    createdByAccountId: uuid('created_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('documents_revision_unique').on(t.firstRevisionId, t.revision),
    // A revision has at most one successor, so a document's revisions never fork.
    uniqueIndex('documents_previous_unique').on(t.previousDocumentId),
    uniqueIndex('documents_one_published_per_document')
      .on(t.firstRevisionId)
      .where(sql`${t.publishState} = 'PUBLISHED'`),
    uniqueIndex('documents_one_draft_per_document')
      .on(t.firstRevisionId)
      .where(sql`${t.publishState} = 'DRAFT'`),
    index('documents_organization_updated_idx').on(
      t.organizationId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check(
      'documents_revision_links',
      sql`${t.revision} >= 1 and (${t.previousDocumentId} is null) = (${t.revision} = 1) and (${t.revision} > 1 or ${t.firstRevisionId} = ${t.id})`,
    ),
    check(
      'documents_publish_moments',
      sql`(${t.publishState} = 'DRAFT') = (${t.publishedAt} is null) and (${t.publishState} = 'UNPUBLISHED') = (${t.unpublishedAt} is not null)`,
    ),
  ],
);

/** A member's acceptance of one revision; accepting a newer revision is a new row. */
export const documentAcceptances = pgTable(
  'document_acceptances',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    acceptedAt: moment('accepted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.memberId] }),
    index('document_acceptances_member_idx').on(t.memberId),
  ],
);

/** A place the organization works from; its address is kept in columns, so it can be searched. */
export const outposts = pgTable(
  'outposts',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: outpostTypeEnum('type').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    website: text('website'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    /** Where the logo's bytes are in the file store; null without a logo. */
    logoKey: text('logo_key'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('outposts_organization_name_unique').on(t.organizationId, sql`lower(${t.name})`),
  ],
);

/**
 * Files kept in the database when no storage directory is configured (logos): one row per
 * key, written once and deleted when replaced, so a row never changes under a reader.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  data: bytes('data').notNull(),
  createdAt: createdAt(),
});

/**
 * What changed, for the live event streams: one row per change, written in the transaction of
 * the change (which also sends it with NOTIFY, so a rolled-back write sends nothing). The rows
 * are the replay window a reconnecting stream resumes from by its last event id; they are
 * pruned once older than that window. Who receives a row: the organization's ACCEPTED operators
 * when `operators` is set, and the accounts in `account_ids` (a record's own account, an
 * order's beneficiary and assistants). Rows carry ids only, never personal data.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    organizationId: uuid('organization_id'),
    entity: text('entity').notNull(),
    /** Null for a change of many records at once (an import, a sweep): refetch them all. */
    entityId: uuid('entity_id'),
    operators: boolean('operators').notNull().default(false),
    accountIds: uuid('account_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    // The clock at the insert, not the transaction's start: the window is measured with it.
    occurredAt: moment('occurred_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('live_events_occurred_at_idx').on(t.occurredAt)],
);
