// How a person's address is written wherever the panel or its exports show it: the member's card,
// an order's place, the CSV of orders. It needs no i18next instance, so the API writes an address
// exactly as the panel shows it.
import { type MemberAddress, memberAddressSchema } from '@care/contracts/member';

/** The parts of an address these lines are made of (a member's, or an order's copy of one). */
export type AddressLines = Pick<
  MemberAddress,
  'street' | 'building' | 'apartment' | 'postalCode' | 'city'
>;

/** "ul. Długa 12/4": the street with the building and, if any, the apartment. */
export function streetLine(address: AddressLines): string {
  const number = address.apartment ? `${address.building}/${address.apartment}` : address.building;
  return `${address.street} ${number}`;
}

/** "31-147 Kraków". */
export const cityLine = (address: AddressLines) => `${address.postalCode} ${address.city}`;

/** The address on one line, as a letter or the history writes it. */
export const addressText = (address: AddressLines) =>
  `${streetLine(address)}, ${cityLine(address)}`;

/** A search of OpenStreetMap for what a person typed, which opens in its own tab. */
export const openStreetMapSearchUrl = (query: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;

/**
 * The address searched on OpenStreetMap, which opens in its own tab: no map is drawn here. The
 * apartment is left out, as no map knows it.
 */
export function openStreetMapUrl(address: AddressLines): string {
  return openStreetMapSearchUrl(`${address.street} ${address.building}, ${cityLine(address)}`);
}

/** An address as the audit trail stored it, if it is one. */
export function asAddress(value: unknown): MemberAddress | undefined {
  const parsed = memberAddressSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
