import { buildPath } from '@care/contracts/endpoint';
import {
  isRegisteredSession,
  useAccountBundle,
  useAuthStore,
  useOrganization,
} from '@care/platform';
import { Button, EmptyState, ErrorState, Heading, LoadingState, Stack } from '@care/ui';
import { Link } from '@care/platform/router';
import { useStandaloneTranslation } from './i18n';

export interface OrganizationPickerProps {
  /** The remote's mount path, with the organization as `:id`. */
  mountPath: string;
}

/** The start page of a remote mounted under an organization: the organizations the user operates. */
export function OrganizationPicker({ mountPath }: OrganizationPickerProps) {
  const { t } = useStandaloneTranslation();
  const registered = useAuthStore(isRegisteredSession);
  const account = useAccountBundle();

  // An account not registered in the product operates nothing (its bundle is never asked for).
  if (!registered) return <EmptyState title={t('noOrganizations')} />;
  if (account.isPending) return <LoadingState />;
  if (account.isError) {
    return <ErrorState onRetry={() => void account.refetch()} retrying={account.isFetching} />;
  }
  const organizationIds = Object.keys(account.data.permissions.operator);
  if (organizationIds.length === 0) return <EmptyState title={t('noOrganizations')} />;

  return (
    <Stack gap="4" maxW="md" mx="auto" py="10">
      <Heading as="h1" size="lg">
        {t('chooseOrganization')}
      </Heading>
      {organizationIds.map((id) => (
        <OrganizationLink key={id} id={id} to={buildPath(mountPath, { id })} />
      ))}
    </Stack>
  );
}

function OrganizationLink({ id, to }: { id: string; to: string }) {
  const organization = useOrganization(id);
  return (
    <Button asChild variant="outline" justifyContent="start">
      <Link to={to}>{organization.data?.name ?? id}</Link>
    </Button>
  );
}
