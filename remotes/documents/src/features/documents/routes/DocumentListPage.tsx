import { publishStates } from '@care/contracts/document';
import { statusKey, useTranslation } from '@care/i18n';
import { isApiError } from '@care/platform';
import { useListState } from '@care/platform/list-state';
import { Link } from '@care/platform/router';
import { Button, NotFoundState, Stack } from '@care/ui';
import { DataTable } from '@care/ui/data-table';
import { FilterSelect } from '@care/ui/panel';
import { PageHeader, problemDetail } from '@care/ui/page';
import { useDocuments } from '../api/list-documents';
import { useDocumentColumns } from '../components/document-columns';
import { documentList } from '../list/document-list';
import { documentPaths } from '../paths';

/** The organization's documents: the latest revision of each, paged, sorted and filtered by the API. */
export function DocumentListPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('documents');
  const list = useListState(documentList);
  const documents = useDocuments(organizationId, list.query);
  const columns = useDocumentColumns(organizationId);

  // An organization the caller may not see answers 404 (no leak that it exists).
  if (isApiError(documents.error, 404)) return <NotFoundState />;

  const createLink = (label: string) => (
    <Button asChild>
      <Link to={documentPaths.create(organizationId)}>{label}</Link>
    </Button>
  );
  // The empty state has its own call to write the first document: one is enough.
  const hasNone = !list.isFiltered && documents.data?.pagination.total === 0;

  return (
    <Stack gap="6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={!hasNone && createLink(t('list.create'))}
      />
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        list={list}
        query={documents}
        getRowId={(document) => document.id}
        getRowLabel={(document) => document.title}
        search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        filters={
          <FilterSelect
            label={t('list.stateFilter')}
            value={list.state.filters.publishState ?? ''}
            onChange={(chosen) =>
              list.setFilter(
                'publishState',
                publishStates.find((each) => each === chosen),
              )
            }
          >
            <option value="">{t('list.allStates')}</option>
            {publishStates.map((each) => (
              <option key={each} value={each}>
                {t(statusKey('document', each))}
              </option>
            ))}
          </FilterSelect>
        }
        empty={{
          title: t('list.emptyTitle'),
          description: t('list.emptyDescription'),
          action: createLink(t('list.createFirst')),
        }}
        errorDetail={problemDetail(documents.error)}
      />
    </Stack>
  );
}
