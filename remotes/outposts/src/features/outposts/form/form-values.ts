import { type Outpost, type OutpostWrite, weekdays } from '@care/contracts/outpost';
import type { FormWeek, OutpostFormOutput, OutpostFormValues } from './outpost-form-schema';

const emptyWeek = (): FormWeek =>
  Object.fromEntries(weekdays.map((day) => [day, []])) as unknown as FormWeek;

/** What a new outpost starts with: in Poland, no hours, no logo. */
export const emptyOutpostFormValues = (): OutpostFormValues => ({
  name: '',
  type: '',
  address: { street: '', city: '', postalCode: '', country: 'PL' },
  website: '',
  phone: '',
  email: '',
  openingHours: emptyWeek(),
  logo: null,
  removeLogo: false,
});

/** A stored outpost as the edit form shows it. */
export function outpostFormValues(outpost: Outpost): OutpostFormValues {
  const week = emptyWeek();
  for (const day of weekdays) week[day] = [...(outpost.openingHours?.[day] ?? [])];
  return {
    name: outpost.name,
    type: outpost.type,
    address: { ...outpost.address },
    website: outpost.website ?? '',
    phone: outpost.phone,
    email: outpost.email,
    openingHours: week,
    logo: null,
    removeLogo: false,
  };
}

/** The record the API stores: the form's output without the logo, which travels on its own. */
export function toOutpostWrite(values: OutpostFormOutput): OutpostWrite {
  const { logo: _logo, removeLogo: _removeLogo, ...write } = values;
  return write;
}
