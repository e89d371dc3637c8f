// Erasure of a member's personal data, by a super operator or by the retention of INACTIVE
// members: one function for both, in the caller's transaction.
//
// What is personal, table by table, and what happens to it:
// - members: the names and the e-mail become placeholders (contracts' erasedMemberName and
//   erasedMemberEmail); the phone, the address, the form of address, the care notes and the
//   contacts are emptied. The row stays (ids, role, status, dates, tags, erased_at), so counts
//   and order history still add up. `search_text` is computed from the row and
//   member_search_names is rewritten by its trigger, so both follow.
// - orders of which the person is the beneficiary: what was written by or about them is
//   emptied: the description, the typed address, the copy of the home address (`place`), the
//   rejection reason and the outcome. Type, number, dates, window and status stay.
// - any other order of the organization, and the organization's audit events: every text equal
//   to or containing the person's full name, e-mail, phone or a contact's phone becomes the
//   placeholder (an assistant named in another person's outcome, say).
// - audit_events of the member and of their orders: the before and after of every personal
//   field above are replaced by null.
// - notifications never name a person (the texts name the order's number and type), and
//   access_log_entries, document_acceptances, order_assistants, on_call_shifts and live_events
//   hold ids only: nothing to erase there.
// - accounts and persons: the person's own sign-in account and the people it acts for belong to
//   that person, may be shared by memberships of other organizations, and go with the person's
//   own account deletion. An organization erases what it holds, so those rows, and every other
//   organization's membership of the same person, are left as they are; the membership keeps
//   its link to them. As the account keeps the name, the organization's answers name no actor
//   or reader of that account from then on (erasedInOrganization in ../audit/actor.ts).
import {
  erasedMemberEmail,
  erasedMemberName,
  type MemberAddress,
  type MemberContact,
  orderStatuses,
  problemTypes,
} from '@care/contracts';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { one } from '../../db/rows';
import { type AuditChanges, auditEvents, members, orderAssistants, orders } from '../../db/schema';
import { DomainError, problems } from '../../domain/errors';
import { recordAudit } from '../audit/service';
import { memberColumns, type MemberRow } from './queries';

/** An order still being dealt with: the person cannot be erased while one is. */
export const openOrderStatuses = orderStatuses.filter(
  (status) => status === 'NEW' || status === 'ACCEPTED' || status === 'IN_PROGRESS',
);

/** The member's fields that hold personal values, in the row and in its audit events. */
const personalMemberFields = [
  'firstName',
  'lastName',
  'accountEmail',
  'phone',
  'address',
  'formOfAddress',
  'careNotes',
  'contacts',
] as const;

/** An order's fields written by or about its beneficiary, in the row and in its audit events. */
const personalOrderFields = ['description', 'address', 'place', 'rejectionReason', 'outcome'];

/** Whether an order of the person (as beneficiary, or as an assistant not declined) is open. */
export async function hasOpenOrder(tx: Database, member: MemberRow): Promise<boolean> {
  const open = inArray(orders.status, openOrderStatuses);
  const [asBeneficiary] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.beneficiaryMemberId, member.id), open))
    .limit(1);
  if (asBeneficiary) return true;
  const [asAssistant] = await tx
    .select({ id: orders.id })
    .from(orderAssistants)
    .innerJoin(orders, eq(orders.id, orderAssistants.orderId))
    .where(
      and(eq(orderAssistants.memberId, member.id), ne(orderAssistants.status, 'DECLINED'), open),
    )
    .limit(1);
  return Boolean(asAssistant);
}

/**
 * The strings that name the person wherever they are written: long enough to be theirs alone
 * (a first name on its own could be another person's, so it counts only in their own records).
 */
function identifyingValues(member: MemberRow): string[] {
  const values = [
    `${member.firstName} ${member.lastName}`,
    `${member.lastName} ${member.firstName}`,
    member.accountEmail,
    member.phone,
    ...member.contacts.flatMap((contact: MemberContact) => [contact.phone]),
  ];
  return [
    ...new Set(values.filter((value): value is string => Boolean(value && value.length > 3))),
  ];
}

/** A JSON value with every string naming the person replaced by the placeholder. */
function scrubbed(value: unknown, identifying: string[]): unknown {
  if (typeof value === 'string')
    return identifying.reduce(
      (text, identifier) => text.split(identifier).join(erasedMemberName),
      value,
    );
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, identifying));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrubbed(item, identifying)]),
    );
  return value;
}

/** An audit event's changes with the named fields' values gone, and the rest scrubbed. */
function anonymizedChanges(
  changes: AuditChanges,
  fields: readonly string[],
  identifying: string[],
): AuditChanges {
  return Object.fromEntries(
    Object.entries(changes).map(([field, change]) => [
      field,
      fields.includes(field)
        ? { before: null, after: null }
        : (scrubbed(change, identifying) as AuditChanges[string]),
    ]),
  );
}

/** Replaces, in SQL, each identifying string within a text column by the placeholder. */
type OrderText =
  | typeof orders.description
  | typeof orders.address
  | typeof orders.rejectionReason
  | typeof orders.outcome;

function replacedIn(column: OrderText, identifying: string[]) {
  return identifying.reduce(
    (text, identifier) => sql`replace(${text}, ${identifier}, ${erasedMemberName})`,
    sql`${column}`,
  );
}

/**
 * Erases the member's personal data (the rules at the top of this file) with an audit event whose
 * changes hold no personal value; `actorAccountId` is null for the retention job. The member
 * must be locked by the caller. Refused (409) while an order of the person is open or when the
 * member was erased already.
 */
export async function eraseMemberData(
  tx: Database,
  member: MemberRow,
  actorAccountId: string | null,
): Promise<MemberRow> {
  if (member.erasedAt) throw problems.invalidTransition('This member’s data is already erased.');
  if (await hasOpenOrder(tx, member))
    throw new DomainError(
      problemTypes.conflict,
      'An order of this person is still open (new, accepted or in progress): close it first.',
    );
  const identifying = identifyingValues(member);
  const { organizationId } = member;

  const own = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.organizationId, organizationId), eq(orders.beneficiaryMemberId, member.id)),
    );
  const ownOrderIds = own.map(({ id }) => id);
  if (ownOrderIds.length > 0)
    await tx
      .update(orders)
      .set({ description: '', address: null, place: null, rejectionReason: null, outcome: null })
      .where(inArray(orders.id, ownOrderIds));
  if (identifying.length > 0) {
    const mentions = (column: OrderText) =>
      or(...identifying.map((identifier) => sql`position(${identifier} in ${column}) > 0`));
    await tx
      .update(orders)
      .set({
        description: replacedIn(orders.description, identifying),
        address: replacedIn(orders.address, identifying),
        rejectionReason: replacedIn(orders.rejectionReason, identifying),
        outcome: replacedIn(orders.outcome, identifying),
      })
      .where(
        and(
          eq(orders.organizationId, organizationId),
          or(
            mentions(orders.description),
            mentions(orders.address),
            mentions(orders.rejectionReason),
            mentions(orders.outcome),
          ),
        ),
      );
  }

  // The member's and their orders' events lose the personal fields; any other event of the
  // organization that names the person has the name replaced.
  const ownEntities = [member.id, ...ownOrderIds];
  const events = await tx
    .select({
      id: auditEvents.id,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      changes: auditEvents.changes,
    })
    .from(auditEvents)
    .where(
      or(
        inArray(auditEvents.entityId, ownEntities),
        identifying.length > 0
          ? and(
              eq(auditEvents.organizationId, organizationId),
              or(
                ...identifying.map(
                  (identifier) => sql`position(${identifier} in ${auditEvents.changes}::text) > 0`,
                ),
              ),
            )
          : sql`false`,
      ),
    );
  const ownSet = new Set(ownEntities);
  for (const event of events) {
    const fields = !ownSet.has(event.entityId)
      ? []
      : event.entity === 'member'
        ? personalMemberFields
        : personalOrderFields;
    const changes = anonymizedChanges(event.changes, fields, identifying);
    await tx.update(auditEvents).set({ changes }).where(eq(auditEvents.id, event.id));
  }

  const after = one(
    await tx
      .update(members)
      .set({
        firstName: erasedMemberName,
        lastName: erasedMemberName,
        accountEmail: erasedMemberEmail(member.id),
        phone: null,
        address: null as MemberAddress | null,
        formOfAddress: null,
        careNotes: null,
        contacts: [],
        erasedAt: sql`now()`,
        version: sql`${members.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(members.id, member.id))
      .returning(memberColumns),
  );
  await recordAudit(tx, {
    actorAccountId,
    organizationId,
    entity: 'member',
    entityId: member.id,
    action: 'erased',
    changes: {
      erasedAt: { before: null, after: after.erasedAt?.toISOString() ?? null },
      version: { before: member.version, after: after.version },
    },
  });
  return after;
}
