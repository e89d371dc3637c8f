import { useTranslation } from '@care/i18n';
import { isApiError } from '@care/platform';
import { fromList, useListState } from '@care/platform/list-state';
import { Link, useLocation } from '@care/platform/router';
import { Button, NotFoundState, Stack } from '@care/ui';
import { DataTable } from '@care/ui/data-table';
import { PageHeader, problemDetail, toastProblem } from '@care/ui/page';
import { hasInvitationToSend } from '@care/contracts/member';
import { useRef } from 'react';
import { useMembers } from '../api/list-members';
import { useExportMembers } from '../api/export-members';
import { useTags } from '../api/list-tags';
import { memberName, useMemberColumns } from '../components/member-columns';
import { BulkActions } from '../components/BulkActions';
import { MemberFilters } from '../components/MemberFilters';
import { useMemberActions } from '../components/use-member-actions';
import { exportQueryOf, memberList } from '../list/member-list';
import { memberPaths } from '../paths';

/** Today as `YYYY-MM-DD` in the user's zone, for the export's file name. */
const today = () => new Date().toLocaleDateString('sv-SE');

/** The organization's members: paged, sorted, searched and filtered by the API, all in the URL. */
export function MemberListPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('members');
  const { search: listSearch } = useLocation();
  const list = useListState(memberList);
  const members = useMembers(organizationId, list.query);
  const tags = useTags(organizationId);
  const { actionsFor, dialogs } = useMemberActions(organizationId);
  const columns = useMemberColumns(organizationId, listSearch, actionsFor);
  const exportMembers = useExportMembers(organizationId);
  // The names of members seen on any page, so a bulk action can name the ones it could not change.
  const names = useRef(new Map<string, string>()).current;
  // Likewise whose invitation a bulk send would e-mail, as the list last showed them.
  const invitable = useRef(new Map<string, boolean>()).current;
  for (const member of members.data?.items ?? []) {
    names.set(member.id, memberName(member));
    invitable.set(member.id, hasInvitationToSend(member));
  }

  // An organization the caller may not see answers 404 (no leak that it exists).
  if (isApiError(members.error, 404)) return <NotFoundState />;

  const addLink = (label: string) => (
    <Button asChild>
      <Link to={memberPaths.create(organizationId)} state={fromList(listSearch)}>
        {label}
      </Link>
    </Button>
  );
  const hasNone = !list.isFiltered && members.data?.pagination.total === 0;
  // The list as the address holds it at the click, which may be a filter the table is still
  // rendering: what the user chose last, never the one before it.
  const download = () =>
    exportMembers.mutate(
      {
        query: exportQueryOf(list.currentQuery()),
        fileName: t('export.fileName', { date: today() }),
      },
      { onError: (error) => toastProblem(error, t('export.failed')) },
    );

  return (
    <Stack gap="6">
      <PageHeader
        title={t('title')}
        actions={
          <>
            <Button
              variant="outline"
              onClick={download}
              loading={exportMembers.isPending}
              disabled={hasNone}
            >
              {t('export.action')}
            </Button>
            <Button asChild variant="outline">
              <Link to={memberPaths.import(organizationId)} state={fromList(listSearch)}>
                {t('import.action')}
              </Link>
            </Button>
            {!hasNone && addLink(t('list.add'))}
          </>
        }
      />
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        list={list}
        query={members}
        getRowId={(member) => member.id}
        getRowLabel={memberName}
        search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        filters={<MemberFilters list={list} tags={tags.data ?? []} />}
        bulkActions={(selection) => (
          <BulkActions
            organizationId={organizationId}
            selection={selection}
            tags={tags.data ?? []}
            nameOf={(id) => names.get(id)}
            hasInvitationToSend={(id) => invitable.get(id) === true}
          />
        )}
        empty={{
          title: t('list.emptyTitle'),
          description: t('list.emptyDescription'),
          action: addLink(t('list.addFirst')),
        }}
        errorTitle={t('list.loadError')}
        errorDetail={problemDetail(members.error)}
      />
      {dialogs}
    </Stack>
  );
}
