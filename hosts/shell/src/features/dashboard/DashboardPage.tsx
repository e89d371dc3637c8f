import { routes, useAccountBundle, useAccountFlags } from '@care/platform';
import { Box, Button, Heading, LoadingState, SimpleGrid, Stack, Text } from '@care/ui';
import { useId } from 'react';
import { Link as RouterLink } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { OrganizationCard } from './OrganizationCard';

/** The landing page of the panel: a greeting and the organizations the user operates. */
export function DashboardPage() {
  const { t } = useShellTranslation();
  const headingId = useId();
  const account = useAccountBundle().data;
  const isAdmin = useAccountFlags()?.isAdmin ?? false;
  if (!account) return <LoadingState />;

  const organizationIds = Object.keys(account.permissions.operator);
  return (
    <Stack gap="8" maxW="5xl">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('dashboard.greeting', { name: account.info.firstName })}
        </Heading>
        {organizationIds.length > 0 && <Text color="fg.muted">{t('dashboard.intro')}</Text>}
      </Stack>
      <Box as="section" aria-labelledby={headingId}>
        <Heading as="h2" id={headingId} size="lg" mb="3">
          {t('dashboard.organizations')}
        </Heading>
        {organizationIds.length === 0 ? (
          <Text color="fg.muted">{t('dashboard.noOrganizations')}</Text>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
            {organizationIds.map((organizationId) => (
              <li key={organizationId}>
                <OrganizationCard organizationId={organizationId} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Box>
      {isAdmin && (
        <Stack gap="3" align="start">
          <Text>{t('dashboard.adminIntro')}</Text>
          <Button asChild variant="outline">
            <RouterLink to={routes.adminOrganizations()}>{t('dashboard.adminLink')}</RouterLink>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
