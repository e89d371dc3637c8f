import { useTranslation } from '@care/i18n';
import { useAccountFlags } from '@care/platform';
import { Card, Heading, Stack, Text } from '@care/ui';
import { PageHeader } from '@care/ui/page';
import { DeleteAccountButton } from '../../account-deletion/components/DeleteAccountButton';
import { SignOutButton } from '../../session/SignOutButton';
import { InvitationList } from '../components/InvitationList';

/**
 * `/account/invitations`: where the guard keeps an account with no role. Besides the
 * invitations it offers the ways out that need no role: signing out and deleting the account.
 */
export function InvitationsPage() {
  const { t } = useTranslation('account');
  const hasNoRole = useAccountFlags()?.hasNoRole ?? false;
  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title={t('invitations.title')} description={t('invitations.description')} />
      <InvitationList />
      {hasNoRole && (
        <Card.Root as="section" aria-labelledby="no-role-title" variant="subtle">
          <Card.Body>
            <Stack gap="3">
              <Heading as="h2" size="md" id="no-role-title">
                {t('noRole.title')}
              </Heading>
              <Text>{t('noRole.body')}</Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <SignOutButton />
                <DeleteAccountButton />
              </Stack>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
