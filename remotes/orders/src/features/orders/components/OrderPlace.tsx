import type { Order } from '@care/contracts/order';
import { cityLine, openStreetMapSearchUrl, openStreetMapUrl, streetLine } from '@care/i18n/address';
import { useTranslation } from '@care/i18n';
import { Link, Stack, Text } from '@care/ui';

/** A search of the map in its own tab: no map is drawn here. */
function MapLink({ href }: { href: string }) {
  const { t } = useTranslation('orders');
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="blue">
      {t('details.openMap')}
    </Link>
  );
}

/**
 * Where the order is carried out: the address the beneficiary typed, else their home as it was
 * when they placed the order, each with a link that searches it on OpenStreetMap.
 */
export function OrderAddress({ order }: { order: Pick<Order, 'address' | 'place'> }) {
  const { t } = useTranslation('orders');
  const { address, place } = order;
  if (address)
    return (
      <Stack gap="1" align="start">
        <Text as="address" fontStyle="normal">
          {address}
        </Text>
        <MapLink href={openStreetMapSearchUrl(address)} />
      </Stack>
    );
  if (place)
    return (
      <Stack gap="1" align="start">
        <Text as="address" fontStyle="normal">
          {streetLine(place)}
          <br />
          {cityLine(place)}
        </Text>
        <MapLink href={openStreetMapUrl(place)} />
      </Stack>
    );
  return (
    <Text as="span" color="fg.muted">
      {t('details.noAddress')}
    </Text>
  );
}
