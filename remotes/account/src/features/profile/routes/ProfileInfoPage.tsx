import { useTranslation } from '@care/i18n';
import { useAccountBundle } from '@care/platform';
import { Badge, Card, Heading, HStack, Stack, Text } from '@care/ui';
import { QueryState } from '@care/ui/page';
import { NameForm } from '../components/NameForm';

/** `/profile`: the name (editable), the e-mail and the persons linked to the account. */
export function ProfileInfoPage() {
  const { t } = useTranslation('account');
  const bundle = useAccountBundle();
  return (
    <QueryState query={bundle} errorTitle={t('profile.loadFailed')}>
      {({ info, persons }) => (
        <Stack gap="6">
          <NameForm key={`${info.firstName} ${info.lastName}`} info={info} />
          <Stack gap="1">
            <Text fontWeight="semibold">{t('profile.email')}</Text>
            <Text>{info.email}</Text>
            <Text color="fg.muted" fontSize="sm">
              {t('profile.emailHint')}
            </Text>
          </Stack>
          <Stack as="section" aria-labelledby="persons-title" gap="3">
            <Heading as="h2" size="md" id="persons-title">
              {t('profile.persons')}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('profile.personsHint')}
            </Text>
            <Stack as="ul" gap="2" listStyleType="none">
              {persons.map((person) => (
                <Card.Root as="li" key={person.id} size="sm" variant="outline">
                  <Card.Body>
                    <HStack justify="space-between">
                      <Text>
                        {person.firstName} {person.lastName}
                      </Text>
                      <Badge colorPalette={person.isOwn ? 'blue' : 'purple'}>
                        {person.isOwn ? t('profile.you') : t('profile.ward')}
                      </Badge>
                    </HStack>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}
