import type { AdminOrganization } from '@care/contracts/organization';
import { useTranslation } from '@care/i18n';
import { fromList, useListState } from '@care/platform/list-state';
import { Link, useLocation } from '@care/platform/router';
import { Button, Stack, chakra } from '@care/ui';
import { DataTable } from '@care/ui/data-table';
import { ConfirmAction, lazyNamed, PageHeader, problemDetail } from '@care/ui/page';
import { Suspense, useCallback, useState } from 'react';
import { useDeleteAdminOrganization } from '../api/delete-admin-organization';
import { useAdminOrganizations } from '../api/list-admin-organizations';
import { useOrganizationColumns } from '../components/organization-columns';
import { organizationList } from '../list/organization-list';
import { adminPaths } from '../paths';

// Its form (and the form kit) loads when someone renames, not with the list.
const RenameOrganizationDialog = lazyNamed(
  () => import('../components/RenameOrganizationDialog'),
  'RenameOrganizationDialog',
);

/** Every organization, searched, sorted and paged by the API, with rename and delete. */
export function OrganizationListPage() {
  const { t } = useTranslation('admin');
  const { search: listSearch } = useLocation();
  const list = useListState(organizationList);
  const organizations = useAdminOrganizations(list.query);
  const deleteOrganization = useDeleteAdminOrganization();
  const [renaming, setRenaming] = useState<AdminOrganization>();
  const [deleting, setDeleting] = useState<AdminOrganization>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const onRename = useCallback((organization: AdminOrganization) => setRenaming(organization), []);
  const onDelete = useCallback((organization: AdminOrganization) => {
    setDeleting(organization);
    setConfirmOpen(true);
  }, []);
  const columns = useOrganizationColumns({ onRename, onDelete });

  const createLink = (label: string) => (
    <Button asChild>
      <Link to={adminPaths.createOrganization()} state={fromList(listSearch)}>
        {label}
      </Link>
    </Button>
  );
  const hasNone = !list.isFiltered && organizations.data?.pagination.total === 0;

  return (
    <Stack gap="6">
      <PageHeader title={t('title')} actions={!hasNone && createLink(t('list.create'))} />
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        list={list}
        query={organizations}
        getRowId={(organization) => organization.id}
        getRowLabel={(organization) => organization.name}
        search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        empty={{
          title: t('list.emptyTitle'),
          description: t('list.emptyDescription'),
          action: createLink(t('list.createFirst')),
        }}
        errorTitle={t('list.loadError')}
        errorDetail={problemDetail(organizations.error)}
      />
      {renaming && (
        <Suspense>
          <RenameOrganizationDialog
            key={renaming.id}
            organization={renaming}
            open
            onOpenChange={(open) => {
              if (!open) setRenaming(undefined);
            }}
          />
        </Suspense>
      )}
      {deleting && (
        <ConfirmAction
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          destructive
          title={t('common:confirmations.deleteOrganization')}
          description={
            <>
              {t('delete.description', { name: deleting.name })}
              <chakra.ul mt="2" ms="5" listStyleType="disc">
                <li>{t('delete.members', { count: deleting.membersCount })}</li>
                <li>{t('delete.orders', { count: deleting.ordersCount })}</li>
              </chakra.ul>
            </>
          }
          typeToConfirm={{ label: t('delete.typeName'), value: deleting.name }}
          confirmLabel={t('delete.confirm')}
          action={() => deleteOrganization.mutateAsync(deleting)}
          successMessage={t('messages.deleted')}
          errorMessage={t('common:messages.itemDeleteError')}
          stale={{ title: t('messages.staleTitle'), description: t('messages.staleDetail') }}
        />
      )}
    </Stack>
  );
}
