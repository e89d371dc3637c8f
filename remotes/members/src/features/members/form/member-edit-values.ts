import { roleSchema } from '@care/contracts/enums';
import {
  type MemberAddress,
  memberCreateSchema,
  type MemberDetails,
  type MemberUpdate,
  phoneSchema,
} from '@care/contracts/member';
import { uuidSchema } from '@care/contracts/primitives';
import { z } from 'zod';
import {
  addressInput,
  contactInputs,
  memberCardInputShape,
  memberCardOf,
  sameContacts,
  typedPhone,
} from './member-card-values';

/** The edit form's fields: what an operator may change of a member, as the inputs hold it. */
export const memberEditSchema = z.object({
  firstName: memberCreateSchema.shape.firstName,
  lastName: memberCreateSchema.shape.lastName,
  role: roleSchema,
  isSuperOperator: z.boolean(),
  tags: z.array(uuidSchema),
  /** The last day of the membership, ISO `YYYY-MM-DD`, or '' for none. */
  endDate: z.union([z.literal(''), z.iso.date()]),
  /** '' removes the number. */
  phone: typedPhone.pipe(z.union([z.literal(''), phoneSchema])),
  ...memberCardInputShape,
});
export type MemberEditInput = z.input<typeof memberEditSchema>;
export type MemberEditValues = z.output<typeof memberEditSchema>;

const pad = (value: number) => String(value).padStart(2, '0');
const localDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The day a membership's end falls in, as the date field shows it. An end chosen here is
 * stored as the midnight that closes the chosen day, so the moment before it is that day.
 */
export function endDayOf(endDate: string | undefined): string {
  if (!endDate) return '';
  return localDay(new Date(Date.parse(endDate) - 1));
}

/** The moment a membership ending on `day` ends: the midnight after it, in the user's zone. */
export function endMomentOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + 1).toISOString();
}

const sameAddress = (a: MemberAddress | null, b: MemberAddress | null) =>
  JSON.stringify(addressInput(a)) === JSON.stringify(addressInput(b));

/** A member as the edit form starts from. */
export function memberEditValues(member: MemberDetails): MemberEditInput {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    role: member.role,
    isSuperOperator: member.isSuperOperator,
    tags: member.tags.flatMap((tag) => (tag.id ? [tag.id] : [])),
    endDate: endDayOf(member.endDate),
    phone: member.phone ?? '',
    formOfAddress: member.formOfAddress ?? '',
    address: addressInput(member.address),
    careNotes: member.careNotes ?? '',
    contacts: contactInputs(member.contacts),
    homeOutpostId: member.homeOutpostId ?? '',
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Only what the user changed: the PATCH leaves the rest alone, so a field this user did not
 * touch (or may not change, such as a super operator's mark) is never sent.
 */
export function memberChanges(base: MemberDetails, values: MemberEditValues): MemberUpdate {
  const start = memberEditValues(base);
  const changes: MemberUpdate = {};
  if (values.firstName !== base.firstName) changes.firstName = values.firstName;
  if (values.lastName !== base.lastName) changes.lastName = values.lastName;
  if (values.role !== base.role) changes.role = values.role;
  // Only an operator can be a super operator.
  const isSuperOperator = values.role === 'OPERATOR' && values.isSuperOperator;
  if (isSuperOperator !== base.isSuperOperator) changes.isSuperOperator = isSuperOperator;
  if (!sameIds(values.tags, start.tags ?? [])) changes.tags = values.tags;
  if (values.endDate !== start.endDate) {
    changes.endDate = values.endDate ? endMomentOf(values.endDate) : null;
  }
  const phone = values.phone || null;
  if (phone !== base.phone) changes.phone = phone;
  const card = memberCardOf(values);
  if (card.formOfAddress !== base.formOfAddress) changes.formOfAddress = card.formOfAddress;
  if (!sameAddress(card.address, base.address)) changes.address = card.address;
  if (card.careNotes !== base.careNotes) changes.careNotes = card.careNotes;
  if (!sameContacts(card.contacts, base.contacts)) changes.contacts = card.contacts;
  if (card.homeOutpostId !== base.homeOutpostId) changes.homeOutpostId = card.homeOutpostId;
  return changes;
}
