import { acceptanceStatuses, type Document } from '@care/contracts/document';
import { statusKey, useTranslation } from '@care/i18n';
import { useListState } from '@care/platform/list-state';
import { Alert, Button, Flex, Stack, Text, toaster } from '@care/ui';
import { DataTable } from '@care/ui/data-table';
import { FilterSelect } from '@care/ui/panel';
import { problemDetail, toastProblem } from '@care/ui/page';
import { useAcceptances } from '../api/list-acceptances';
import { useExportAcceptances } from '../api/export-acceptances';
import { useAcceptanceColumns } from '../components/acceptance-columns';
import { acceptanceList } from '../list/document-list';

/** Everyone asked to accept the revision: who did, which revision and when, and who has not yet. */
export function AcceptancesPage({
  organizationId,
  document,
}: {
  organizationId: string;
  document: Document;
}) {
  const { t } = useTranslation('documents');
  const list = useListState(acceptanceList);
  const acceptances = useAcceptances(organizationId, document.id, list.query);
  const columns = useAcceptanceColumns();
  const exporter = useExportAcceptances(organizationId, document.id);

  if (!document.needsAcceptance) return <Text>{t('acceptances.notNeeded')}</Text>;

  const exportCsv = async () => {
    const { page: _page, limit: _limit, ...filter } = list.query;
    try {
      await exporter.mutateAsync({
        query: filter,
        fileName: t('acceptances.fileName', { revision: document.revision }),
      });
      toaster.success({ title: t('messages.exported') });
    } catch (error) {
      toastProblem(error, t('messages.exportFailed'));
    }
  };

  return (
    <Stack gap="4">
      {document.publishState === 'DRAFT' && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('acceptances.draftNote')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Flex justify="flex-end">
        <Button variant="outline" onClick={exportCsv} loading={exporter.isPending}>
          {t('acceptances.export')}
        </Button>
      </Flex>
      <DataTable
        caption={t('acceptances.caption', { revision: document.revision })}
        columns={columns}
        list={list}
        query={acceptances}
        getRowId={(row) => row.memberId}
        getRowLabel={(row) => `${row.firstName} ${row.lastName}`}
        search={{ label: t('acceptances.search'), placeholder: t('acceptances.searchPlaceholder') }}
        filters={
          <FilterSelect
            label={t('acceptances.statusFilter')}
            value={list.state.filters.status ?? ''}
            onChange={(chosen) =>
              list.setFilter(
                'status',
                acceptanceStatuses.find((each) => each === chosen),
              )
            }
          >
            <option value="">{t('acceptances.allStatuses')}</option>
            {acceptanceStatuses.map((each) => (
              <option key={each} value={each}>
                {t(statusKey('acceptance', each))}
              </option>
            ))}
          </FilterSelect>
        }
        empty={{
          title: t('acceptances.emptyTitle'),
          description: t('acceptances.emptyDescription'),
        }}
        errorDetail={problemDetail(acceptances.error)}
      />
    </Stack>
  );
}
