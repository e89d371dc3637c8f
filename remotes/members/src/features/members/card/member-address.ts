// One way of writing an address for the members and the orders alike: it lives in @care/i18n.
export { addressText, asAddress, cityLine, openStreetMapUrl, streetLine } from '@care/i18n/address';
