import { formOfAddressSchema } from '@care/contracts/enums';
import {
  careNotesMaxLength,
  type MemberAddress,
  type MemberContact,
  memberContactLimits,
  memberAddressLimits,
  memberAddressRequiredParts,
  phoneSchema,
  postalCodePattern,
} from '@care/contracts/member';
import { uuidSchema } from '@care/contracts/primitives';
import { i18n } from '@care/i18n';
import { z } from 'zod';

const typed = (max: number) => z.string().trim().max(max);

/** Every part of the address as its input holds it; all empty is no address. */
const addressInputSchema = z
  .object({
    street: typed(memberAddressLimits.street),
    building: typed(memberAddressLimits.building),
    apartment: typed(memberAddressLimits.apartment),
    postalCode: typed(memberAddressLimits.postalCode).refine(
      (code) => code === '' || postalCodePattern.test(code),
      { error: () => i18n.t('members:card.postalCodeInvalid') },
    ),
    city: typed(memberAddressLimits.city),
    accessNotes: typed(memberAddressLimits.accessNotes),
  })
  .superRefine((address, context) => {
    if (!Object.values(address).some(Boolean)) return;
    // Part of an address is none a visit can find: what it needs is asked for.
    for (const part of memberAddressRequiredParts)
      if (!address[part])
        context.addIssue({
          code: 'custom',
          path: [part],
          message: i18n.t('members:card.addressPartRequired'),
        });
  });
export type AddressInput = z.input<typeof addressInputSchema>;

/** Spaces, dashes and brackets people type inside a phone number; E.164 has none. */
const phoneSeparators = /[\s\-()]/g;

/** A phone number as typed, without the separators; pipe it to the shape it must have. */
export const typedPhone = z.string().transform((value) => value.replace(phoneSeparators, ''));

/** One contact's row as its inputs hold it; each text is needed. */
const contactInputSchema = z.object({
  name: typed(memberContactLimits.name).min(1),
  relation: typed(memberContactLimits.relation).min(1),
  phone: typedPhone.pipe(phoneSchema),
  isPrimary: z.boolean(),
});
export type ContactInput = z.input<typeof contactInputSchema>;

const contactsInputSchema = z
  .array(contactInputSchema)
  .max(memberContactLimits.maxContacts)
  .superRefine((contacts, context) => {
    // The form keeps one primary, but a 400 or a stale base could bring two: the later is named.
    const first = contacts.findIndex((contact) => contact.isPrimary);
    contacts.forEach((contact, index) => {
      if (contact.isPrimary && index > first)
        context.addIssue({
          code: 'custom',
          path: [index, 'isPrimary'],
          message: i18n.t('members:card.onePrimary'),
        });
    });
  });

/**
 * The person's card as a form's inputs hold it: form of address, address, notes, contacts and
 * the home outpost.
 */
export const memberCardInputShape = {
  /** '' for neither. */
  formOfAddress: z.union([z.literal(''), formOfAddressSchema]),
  address: addressInputSchema,
  careNotes: typed(careNotesMaxLength),
  contacts: contactsInputSchema,
  /** '' for none. */
  homeOutpostId: z.union([z.literal(''), uuidSchema]),
};
type MemberCardSchema = z.ZodObject<typeof memberCardInputShape>;
export type MemberCardInput = z.input<MemberCardSchema>;
export type MemberCardValues = z.output<MemberCardSchema>;

export const addressInput = (address: MemberAddress | null): AddressInput => ({
  street: address?.street ?? '',
  building: address?.building ?? '',
  apartment: address?.apartment ?? '',
  postalCode: address?.postalCode ?? '',
  city: address?.city ?? '',
  accessNotes: address?.accessNotes ?? '',
});

/** A new contact's row; the first one is the one to call first. */
export const newContact = (isPrimary: boolean): ContactInput => ({
  name: '',
  relation: '',
  phone: '',
  isPrimary,
});

/** In the order the inputs hold them, whatever order the stored JSON's keys come in. */
export const contactInputs = (contacts: readonly MemberContact[]): ContactInput[] =>
  contacts.map(({ name, relation, phone, isPrimary }) => ({ name, relation, phone, isPrimary }));

export const sameContacts = (a: readonly MemberContact[], b: readonly MemberContact[]) =>
  JSON.stringify(contactInputs(a)) === JSON.stringify(contactInputs(b));

/** The inputs of an empty card. */
export const emptyMemberCard: MemberCardInput = {
  formOfAddress: '',
  address: addressInput(null),
  careNotes: '',
  contacts: [],
  homeOutpostId: '',
};

/** The address the inputs make: none when all are empty, and no empty optional part. */
export function addressOf(input: AddressInput): MemberAddress | null {
  if (!Object.values(input).some(Boolean)) return null;
  const { apartment, accessNotes, ...required } = input;
  return {
    ...required,
    ...(apartment ? { apartment } : {}),
    ...(accessNotes ? { accessNotes } : {}),
  };
}

/** The card's values as the API takes them: empty inputs are none. */
export function memberCardOf(values: MemberCardValues) {
  return {
    formOfAddress: values.formOfAddress || null,
    address: addressOf(values.address),
    careNotes: values.careNotes || null,
    contacts: values.contacts,
    homeOutpostId: values.homeOutpostId || null,
  };
}
