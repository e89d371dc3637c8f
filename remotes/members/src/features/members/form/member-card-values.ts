import { formOfAddressSchema } from '@care/contracts/enums';
import {
  careNotesMaxLength,
  type MemberAddress,
  memberAddressLimits,
  postalCodePattern,
} from '@care/contracts/member';
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
    for (const part of ['street', 'building', 'postalCode', 'city'] as const)
      if (!address[part])
        context.addIssue({
          code: 'custom',
          path: [part],
          message: i18n.t('members:card.addressPartRequired'),
        });
  });
export type AddressInput = z.input<typeof addressInputSchema>;

/** The person's card as a form's inputs hold it: form of address, address, care notes. */
export const memberCardInputShape = {
  /** '' for neither. */
  formOfAddress: z.union([z.literal(''), formOfAddressSchema]),
  address: addressInputSchema,
  careNotes: typed(careNotesMaxLength),
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

/** The inputs of an empty card. */
export const emptyMemberCard: MemberCardInput = {
  formOfAddress: '',
  address: addressInput(null),
  careNotes: '',
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
  };
}
