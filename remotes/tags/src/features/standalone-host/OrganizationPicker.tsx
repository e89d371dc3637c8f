import { useTranslation } from '@care/i18n';
import { routes, useAccountBundle, useOrganization } from '@care/platform';
import { Box, Button, EmptyState, ErrorState, Heading, LoadingState, Stack } from '@care/ui';
import { Link } from '@care/platform/router';

/** The standalone host's start page: the tags page of each organization the user operates. */
export function OrganizationPicker() {
  const { t } = useTranslation('tags');
  const account = useAccountBundle();

  if (account.isPending) return <LoadingState />;
  if (account.isError)
    return <ErrorState onRetry={() => void account.refetch()} retrying={account.isFetching} />;
  const organizationIds = Object.keys(account.data.permissions.operator);
  if (organizationIds.length === 0) return <EmptyState title={t('standalone.noOrganizations')} />;

  return (
    <Box maxW="md" mx="auto" py="16" px="4">
      <Stack gap="4">
        <Heading as="h1" size="lg">
          {t('standalone.chooseOrganization')}
        </Heading>
        {organizationIds.map((id) => (
          <OrganizationLink key={id} id={id} />
        ))}
      </Stack>
    </Box>
  );
}

function OrganizationLink({ id }: { id: string }) {
  const organization = useOrganization(id);
  return (
    <Button asChild variant="outline" justifyContent="start">
      <Link to={routes.tags({ id })}>{organization.data?.name ?? id}</Link>
    </Button>
  );
}
