import type { Outpost } from '@care/contracts/outpost';
import { useTranslation } from '@care/i18n';
import { Link as RouterLink } from '@care/platform/router';
import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  Link,
  Stack,
  VisuallyHidden,
  chakra,
} from '@care/ui';
import { useId, type ReactNode } from 'react';
import { outpostPaths } from '../paths';
import { DeleteOutpostButton } from './DeleteOutpostButton';
import { countryName } from './locale';
import { OpeningHours } from './OpeningHours';
import { OutpostLogo } from './OutpostLogo';

/** One entry of the card's details: what it is, and its value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minWidth="0">
      <chakra.dt color="fg.muted" fontSize="xs">
        {label}
      </chakra.dt>
      <chakra.dd overflowWrap="anywhere">{children}</chakra.dd>
    </Box>
  );
}

/** An outpost at a glance: its logo, name, type, address, how to reach it and when it is open. */
export function OutpostCard({
  organizationId,
  outpost,
}: {
  organizationId: string;
  outpost: Outpost;
}) {
  const { t } = useTranslation('outposts');
  const headingId = useId();
  const { address } = outpost;
  const place = `${address.postalCode} ${address.city}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline">
      <Card.Body gap="4">
        <HStack gap="4" align="flex-start">
          <OutpostLogo outpost={outpost} alt={t('list.logoOf', { name: outpost.name })} />
          <Stack gap="1" minWidth="0">
            <Heading as="h2" size="md" id={headingId} overflowWrap="anywhere">
              {outpost.name}
            </Heading>
            <Badge alignSelf="flex-start" colorPalette="teal">
              {t(`types.${outpost.type}`)}
            </Badge>
          </Stack>
        </HStack>
        <Stack as="dl" gap="2" fontSize="sm">
          <Detail label={t('form.address')}>
            {address.street}, {place}
            {address.country !== 'PL' && `, ${countryName(address.country)}`}
          </Detail>
          <Detail label={t('list.phone')}>
            <Link href={`tel:${outpost.phone}`}>{outpost.phone}</Link>
          </Detail>
          <Detail label={t('list.email')}>
            <Link href={`mailto:${outpost.email}`}>{outpost.email}</Link>
          </Detail>
          {outpost.website && (
            <Detail label={t('list.website')}>
              <Link href={outpost.website} target="_blank" rel="noopener noreferrer">
                {outpost.website.replace(/^https?:\/\//, '')}
                <VisuallyHidden>{` ${t('list.opensInNewTab')}`}</VisuallyHidden>
              </Link>
            </Detail>
          )}
          {outpost.openingHours && (
            <Detail label={t('form.hours')}>
              <OpeningHours week={outpost.openingHours} />
            </Detail>
          )}
        </Stack>
      </Card.Body>
      <Card.Footer gap="2" justifyContent="flex-end">
        <Button asChild size="sm" variant="outline">
          <RouterLink
            to={outpostPaths.edit(organizationId, outpost.id)}
            aria-label={t('list.editNamed', { name: outpost.name })}
          >
            {t('list.edit')}
          </RouterLink>
        </Button>
        <DeleteOutpostButton organizationId={organizationId} outpost={outpost} />
      </Card.Footer>
    </Card.Root>
  );
}
