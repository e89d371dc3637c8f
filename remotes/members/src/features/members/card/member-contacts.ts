import { type MemberContact, memberContactsSchema } from '@care/contracts/member';

/** The one to call first comes first, the others as they were entered. */
export const primaryFirst = (contacts: readonly MemberContact[]) =>
  [...contacts].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));

/** "Anna Nowak (córka) +48601234567": one contact on one line, as the history writes it. */
export const contactText = ({ name, relation, phone }: MemberContact) =>
  `${name} (${relation}) ${phone}`;

/** Contacts as the audit trail stored them, if they are. */
export function asContacts(value: unknown): MemberContact[] | undefined {
  const parsed = memberContactsSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
