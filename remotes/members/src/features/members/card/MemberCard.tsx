import type { MemberContact, MemberDetails } from '@care/contracts/member';
import { useTranslation } from '@care/i18n';
import { Badge, Box, Card, HStack, Link, SimpleGrid, Stack, Text } from '@care/ui';
import type { ReactNode } from 'react';
import { cityLine, openStreetMapUrl, streetLine } from './member-address';
import { primaryFirst } from './member-contacts';

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

function Contacts({ contacts }: { contacts: readonly MemberContact[] }) {
  const { t } = useTranslation('members');
  if (contacts.length === 0) return <Text color="fg.muted">{t('card.noContacts')}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {primaryFirst(contacts).map((contact, index) => (
        <Stack as="li" key={`${index}:${contact.phone}`} gap="0">
          <HStack gap="2" wrap="wrap">
            <Text as="span" fontWeight="medium">
              {contact.name}
            </Text>
            <Text as="span" color="fg.muted">
              {contact.relation}
            </Text>
            {contact.isPrimary && (
              <Badge size="sm" variant="subtle" colorPalette="blue">
                {t('card.contactPrimaryBadge')}
              </Badge>
            )}
          </HStack>
          <Link
            href={`tel:${contact.phone}`}
            colorPalette="blue"
            aria-label={t('card.callContact', { name: contact.name, phone: contact.phone })}
          >
            {contact.phone}
          </Link>
        </Stack>
      ))}
    </Stack>
  );
}

/** Where the person lives, how to get in, the operators' care notes and whom to call. */
export function MemberCard({ member }: { member: MemberDetails }) {
  const { t } = useTranslation('members');
  const { address, careNotes, contacts } = member;
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <SimpleGrid as="dl" columns={{ base: 1, md: 2, xl: 4 }} gap="4">
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
          <Part label={t('card.contacts')}>
            <Contacts contacts={contacts} />
          </Part>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
