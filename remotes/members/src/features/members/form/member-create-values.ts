import { type MemberCreate, memberCreateSchema } from '@care/contracts/member';
import type { z } from 'zod';
import { emptyMemberCard, memberCardInputShape, memberCardOf } from './member-card-values';

/** The create form's fields: the invitation as the API takes it, the card as its inputs hold it. */
export const memberCreateFormSchema = memberCreateSchema
  .omit({
    address: true,
    formOfAddress: true,
    careNotes: true,
    contacts: true,
    homeOutpostId: true,
  })
  .extend(memberCardInputShape);
export type MemberCreateInput = z.input<typeof memberCreateFormSchema>;
export type MemberCreateValues = z.output<typeof memberCreateFormSchema>;

/** A new member's form as it opens. */
export const emptyMemberCreate: Partial<MemberCreateInput> = {
  firstName: '',
  lastName: '',
  accountEmail: '',
  accountOwnerType: 'OWN_ACCOUNT',
  isSuperOperator: false,
  tags: [],
  ...emptyMemberCard,
};

/**
 * The invitation the API takes. Only an operator can be a super operator, whatever the box
 * said before the role changed; an empty part of the card is not sent.
 */
export function memberCreateOf(values: MemberCreateValues): MemberCreate {
  const { formOfAddress, address, careNotes, contacts, homeOutpostId, ...invitation } = values;
  const card = memberCardOf({ formOfAddress, address, careNotes, contacts, homeOutpostId });
  return {
    ...invitation,
    isSuperOperator: values.role === 'OPERATOR' && values.isSuperOperator,
    // What was left empty is not sent: a new member has no card until one is filled in.
    ...Object.fromEntries(
      Object.entries(card).filter(
        ([, value]) => value !== null && !(Array.isArray(value) && value.length === 0),
      ),
    ),
  };
}
