import type { MemberContact, MemberDetails } from '@care/contracts/member';
import { useTranslation } from '@care/i18n';
import { Badge, Card, HStack, Link, SimpleGrid, Stack, Text } from '@care/ui';
import { CardPart } from './CardPart';
import { cityLine, openStreetMapUrl, streetLine } from '@care/i18n/address';
import { useOutposts } from '../api/list-outposts';
import { MemberRelationsPart } from './MemberRelationsPart';
import { primaryFirst } from './member-contacts';

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

/** The outpost that looks after the person, by name once the organization's outposts load. */
function HomeOutpost({
  organizationId,
  outpostId,
}: {
  organizationId: string;
  outpostId: string | null;
}) {
  const { t } = useTranslation('members');
  const outposts = useOutposts(organizationId);
  const outpost = outpostId ? outposts.data?.find(({ id }) => id === outpostId) : undefined;
  if (outpost) return <Text>{outpost.name}</Text>;
  // Not shown as none while the names load: the person has one.
  if (outpostId && outposts.isPending) return null;
  return <Text color="fg.muted">{t('card.noHomeOutpost')}</Text>;
}

/**
 * Where the person lives, how to get in, the outpost that looks after them, the operators' care
 * notes and whom to call.
 */
export function MemberCard({
  organizationId,
  member,
}: {
  organizationId: string;
  member: MemberDetails;
}) {
  const { t } = useTranslation('members');
  const { address, careNotes, contacts } = member;
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <SimpleGrid as="dl" columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          <CardPart label={t('card.address')}>
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
          </CardPart>
          <CardPart label={t('card.accessNotes')}>
            {address?.accessNotes ? (
              <Text whiteSpace="pre-line">{address.accessNotes}</Text>
            ) : (
              <Text color="fg.muted">{t('card.noAccessNotes')}</Text>
            )}
          </CardPart>
          <CardPart label={t('card.homeOutpost')}>
            <HomeOutpost organizationId={organizationId} outpostId={member.homeOutpostId} />
          </CardPart>
          <CardPart label={t('card.careNotes')}>
            {careNotes ? (
              <Text whiteSpace="pre-line">{careNotes}</Text>
            ) : (
              <Text color="fg.muted">{t('card.noCareNotes')}</Text>
            )}
          </CardPart>
          <CardPart label={t('card.contacts')}>
            <Contacts contacts={contacts} />
          </CardPart>
          <MemberRelationsPart organizationId={organizationId} memberId={member.id} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
