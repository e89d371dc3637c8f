// The database schema. Migrations under drizzle/ are generated from this file
// (`pnpm --filter @care/api db:generate`) and committed.
import {
  accountOwnerTypes,
  invitationDeliveries,
  memberStatuses,
  notificationTypes,
  roles,
} from '@care/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
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

const id = () => uuid('id').primaryKey().defaultRandom();
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => moment('created_at').notNull().defaultNow();
const updatedAt = () => moment('updated_at').notNull().defaultNow();

export const roleEnum = pgEnum('role', roles);
export const memberStatusEnum = pgEnum('member_status', memberStatuses);
export const accountOwnerTypeEnum = pgEnum('account_owner_type', accountOwnerTypes);
export const invitationDeliveryEnum = pgEnum('invitation_delivery', invitationDeliveries);
export const notificationTypeEnum = pgEnum('notification_type', notificationTypes);

/** A person registered in the product; emails are stored lower-case. */
export const accounts = pgTable('accounts', {
  id: id(),
  firebaseUid: text('firebase_uid').notNull().unique(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  isPolicyAccepted: boolean('is_policy_accepted').notNull(),
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
    createdAt: createdAt(),
    deletedAt: moment('deleted_at'),
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
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('members_organization_status_idx').on(t.organizationId, t.status),
    index('members_account_idx').on(t.accountId),
    index('members_account_email_idx').on(t.accountEmail),
  ],
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('devices_account_device_unique').on(t.accountId, t.deviceId)],
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
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.occurredAt),
    index('audit_events_organization_idx').on(t.organizationId, t.occurredAt.desc().nullsFirst()),
  ],
);
