import type { AuditEvent } from '@care/contracts/audit';
import { useTranslation } from '@care/i18n';
import { isApiError } from '@care/platform';
import { useListState } from '@care/platform/list-state';
import { Button, NotFoundState, Stack } from '@care/ui';
import { DataTable } from '@care/ui/data-table';
import { PageHeader, problemDetail, toastProblem } from '@care/ui/page';
import { useCurrentOperator } from '../../members/api/current-operator';
import { useAuditLog, useExportAuditLog } from '../api/audit-log';
import { useAuditColumns } from '../components/audit-columns';
import { AuditFilters } from '../components/AuditFilters';
import { useAuditWords } from '../components/audit-words';
import { registerAuditLogResources } from '../i18n/register';
import { auditExportQueryOf, auditList, auditQueryOf } from '../list/audit-list';

registerAuditLogResources();

/** Today as `YYYY-MM-DD` in the user's zone, for the export's file name. */
const today = () => new Date().toLocaleDateString('sv-SE');

/**
 * The organization's changes for its super operators: who changed what and when, before →
 * after, filtered, paged and exported as the address holds them. An operator who is not a super
 * operator finds nothing here, as the API answers them.
 */
export default function AuditLogPage({ organizationId }: { organizationId: string }) {
  const isSuperOperator = useCurrentOperator(organizationId)?.isSuperOperator === true;
  if (!isSuperOperator) return <NotFoundState />;
  return <AuditLog organizationId={organizationId} />;
}

function AuditLog({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('members');
  const list = useListState(auditList);
  const events = useAuditLog(organizationId, auditQueryOf(list.query));
  const columns = useAuditColumns(organizationId);
  const words = useAuditWords();
  const exportLog = useExportAuditLog(organizationId);

  if (isApiError(events.error, 404) || isApiError(events.error, 403)) return <NotFoundState />;

  const hasNone = !list.isFiltered && events.data?.pagination.total === 0;
  const download = () =>
    exportLog.mutate(
      {
        query: auditExportQueryOf(list.currentQuery()),
        fileName: t('auditLog.export.fileName', { date: today() }),
      },
      { onError: (error) => toastProblem(error, t('auditLog.export.failed')) },
    );

  return (
    <Stack gap="6">
      <PageHeader
        title={t('auditLog.title')}
        description={t('auditLog.description')}
        actions={
          <Button
            variant="outline"
            onClick={download}
            loading={exportLog.isPending}
            disabled={hasNone}
          >
            {t('auditLog.export.action')}
          </Button>
        }
      />
      <DataTable<AuditEvent>
        caption={t('auditLog.caption')}
        columns={columns}
        list={list}
        query={events}
        getRowId={(event) => event.id}
        getRowLabel={(event) =>
          t('auditLog.whatLine', {
            entity: words.entityLabel(event.entity),
            action: words.actionLabel(event.action),
          })
        }
        search={false}
        filters={<AuditFilters organizationId={organizationId} list={list} />}
        empty={{
          title: t('auditLog.emptyTitle'),
          description: t('auditLog.emptyDescription'),
        }}
        errorTitle={t('auditLog.loadError')}
        errorDetail={problemDetail(events.error)}
      />
    </Stack>
  );
}
