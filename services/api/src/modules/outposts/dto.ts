import type { Outpost, OutpostWrite } from '@care/contracts';
import type { outposts } from '../../db/schema';

export type OutpostRow = typeof outposts.$inferSelect;

/** The columns a write sets: the address is kept in columns of its own. */
export function outpostColumns(input: OutpostWrite) {
  const { address, website, openingHours, ...rest } = input;
  return {
    ...rest,
    ...address,
    website: website ?? null,
    openingHours: openingHours ?? null,
  };
}

/** The stored fields an audit event compares (the logo has its own events). */
export const auditedFields = [
  'name',
  'type',
  'street',
  'city',
  'postalCode',
  'country',
  'website',
  'phone',
  'email',
  'openingHours',
  'version',
] as const;

/** An outpost as the API answers it, with a fresh signed link to its logo when it has one. */
export function toOutpost(row: OutpostRow, logoUrl: string | null): Outpost {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    address: {
      street: row.street,
      city: row.city,
      postalCode: row.postalCode,
      country: row.country,
    },
    website: row.website,
    phone: row.phone,
    email: row.email,
    openingHours: row.openingHours,
    logoUrl,
    version: row.version,
  };
}
