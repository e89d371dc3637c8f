import type { MemberDetails } from '@care/contracts/member';
import { useTranslation } from '@care/i18n';
import { Box, Card, Link, SimpleGrid, Stack, Text } from '@care/ui';
import type { ReactNode } from 'react';
import { cityLine, openStreetMapUrl, streetLine } from './member-address';

function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd">{children}</Box>
    </Stack>
  );
}

/** Where the person lives, how to get in, and the operators' care notes. */
export function MemberCard({ member }: { member: MemberDetails }) {
  const { t } = useTranslation('members');
  const { address, careNotes } = member;
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <SimpleGrid as="dl" columns={{ base: 1, md: 3 }} gap="4">
          <Part label={t('card.address')}>
            {address ? (
              <Stack gap="1">
                <Text as="address" fontStyle="normal">
                  {streetLine(address)}
                  <br />
                  {cityLine(address)}
                </Text>
                <Link
                  href={openStreetMapUrl(address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  colorPalette="blue"
                >
                  {t('card.openMap')}
                </Link>
              </Stack>
            ) : (
              <Text color="fg.muted">{t('card.noAddress')}</Text>
            )}
          </Part>
          <Part label={t('card.accessNotes')}>
            {address?.accessNotes ? (
              <Text whiteSpace="pre-line">{address.accessNotes}</Text>
            ) : (
              <Text color="fg.muted">{t('card.noAccessNotes')}</Text>
            )}
          </Part>
          <Part label={t('card.careNotes')}>
            {careNotes ? (
              <Text whiteSpace="pre-line">{careNotes}</Text>
            ) : (
              <Text color="fg.muted">{t('card.noCareNotes')}</Text>
            )}
          </Part>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
