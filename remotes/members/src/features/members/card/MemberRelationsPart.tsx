import type { MemberLink } from '@care/contracts/member';
import { useTranslation } from '@care/i18n';
import { Link as RouterLink } from '@care/platform/router';
import { Link, Stack, Text } from '@care/ui';
import { useMemberRelations } from '../api/get-member-relations';
import { memberPaths } from '../paths';
import { CardPart as Part } from './CardPart';

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

function MemberPageLink({
  organizationId,
  member,
}: {
  organizationId: string;
  member: MemberLink;
}) {
  return (
    <Link asChild colorPalette="blue">
      <RouterLink to={memberPaths.details(organizationId, member.memberId)}>
        {fullName(member)}
      </RouterLink>
    </Link>
  );
}

/**
 * On a ward's card, the guardian who acts for them; on a guardian's own card, their wards here.
 * Each name opens the other's member page. Nothing is drawn for a member linked to nobody, and
 * nothing while the link loads: the rest of the card does not wait for it.
 */
export function MemberRelationsPart({
  organizationId,
  memberId,
}: {
  organizationId: string;
  memberId: string;
}) {
  const { t } = useTranslation('members');
  const relations = useMemberRelations(organizationId, memberId);
  if (relations.isError)
    return (
      <Part label={t('card.guardian')}>
        <Text color="fg.error">{t('card.relationsLoadError')}</Text>
      </Part>
    );
  if (!relations.data) return null;
  const { guardian, wards } = relations.data;
  return (
    <>
      {guardian && (
        <Part label={t('card.guardian')}>
          {guardian.memberId ? (
            <MemberPageLink
              organizationId={organizationId}
              member={{ ...guardian, memberId: guardian.memberId }}
            />
          ) : (
            <Text>{t('card.guardianHasNoMembership', { name: fullName(guardian) })}</Text>
          )}
        </Part>
      )}
      {wards.length > 0 && (
        <Part label={t('card.wards')}>
          <Stack as="ul" gap="1" listStyleType="none">
            {wards.map((ward) => (
              <li key={ward.memberId}>
                <MemberPageLink organizationId={organizationId} member={ward} />
              </li>
            ))}
          </Stack>
        </Part>
      )}
    </>
  );
}
