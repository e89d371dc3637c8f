import type { MemberImport } from '@care/contracts/member';
import { useTranslation } from '@care/i18n';
import { saveTextFile } from '@care/platform/upload';
import { Link } from '@care/platform/router';
import { Alert, Button, ErrorState, HStack, Stack, Text, chakra } from '@care/ui';
import { Table } from '@care/ui/panel';
import { problemDetail, toastProblem } from '@care/ui/page';
import { useId, useState, type ReactNode } from 'react';
import { useImportJob } from '../api/member-import';
import { rejectedRowsCsv } from './rejected-rows';

/** Steps 4 and 5: the import's progress from its job, then what it did row by row. */
export function ImportProgress({
  organizationId,
  jobId,
  file,
  sentInvitations,
  listPath,
  onAnother,
}: {
  organizationId: string;
  jobId: string;
  file: File;
  /** Whether the operator chose to e-mail the invitations: the result says what happened. */
  sentInvitations: boolean;
  listPath: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation('members');
  const job = useImportJob(organizationId, jobId);
  const labelId = useId();

  if (job.status === 'error' && !job.data) {
    return (
      <ErrorState
        title={t('import.statusFailed')}
        detail={problemDetail(job.error)}
        onRetry={() => void job.refetch()}
        retrying={job.isFetching}
      />
    );
  }
  const state = job.data;
  const again = (
    <HStack gap="3">
      <Button variant="outline" onClick={onAnother}>
        {t('import.result.another')}
      </Button>
      <Button asChild>
        <Link to={listPath}>{t('import.result.toList')}</Link>
      </Button>
    </HStack>
  );

  if (state?.status === 'FAILED') {
    return (
      <Stack gap="5">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('import.jobFailed')}</Alert.Title>
        </Alert.Root>
        {again}
      </Stack>
    );
  }
  if (state?.status !== 'DONE') {
    const processed = state?.processed ?? 0;
    const total = state?.total ?? 0;
    return (
      <Stack gap="2" maxW="2xl">
        <Text id={labelId} role="status">
          {t('import.progress', { processed, total })}
        </Text>
        <chakra.progress
          value={processed}
          max={Math.max(total, 1)}
          aria-labelledby={labelId}
          width="full"
          height="2"
          accentColor="colorPalette.solid"
        />
      </Stack>
    );
  }
  return (
    <ImportResult state={state} file={file} sentInvitations={sentInvitations}>
      {again}
    </ImportResult>
  );
}

function ImportResult({
  state,
  file,
  sentInvitations,
  children,
}: {
  state: MemberImport;
  file: File;
  sentInvitations: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('members');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const csv = await rejectedRowsCsv(file, state.errors, t('import.result.errorsColumn'));
      saveTextFile(csv, t('import.result.rejectedFileName', { name: file.name }));
    } catch (error) {
      toastProblem(error, t('import.result.downloadRejected'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="5">
      <Stack as="ul" gap="1" role="status" listStyle="none">
        <li>
          {t(sentInvitations ? 'import.result.created' : 'import.result.createdUninvited', {
            count: state.created,
          })}
        </li>
        {state.skipped > 0 && <li>{t('import.result.skipped', { count: state.skipped })}</li>}
        {state.errors.length > 0 && (
          <li>{t('import.result.errors', { count: state.errors.length })}</li>
        )}
      </Stack>
      {state.errors.length > 0 && (
        <>
          <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxH="24rem">
            <Table.Root size="sm" stickyHeader>
              <Table.Caption>{t('import.result.errorsCaption')}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader width="1%">{t('import.result.line')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('import.result.problems')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {state.errors.map(({ row, messages }) => (
                  <Table.Row key={row}>
                    <Table.Cell>{row}</Table.Cell>
                    <Table.Cell>
                      <Stack as="ul" gap="0.5" listStyle="none">
                        {messages.map((message, index) => (
                          <li key={index}>{message}</li>
                        ))}
                      </Stack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Button variant="outline" alignSelf="flex-start" onClick={download} loading={downloading}>
            {t('import.result.downloadRejected')}
          </Button>
        </>
      )}
      {children}
    </Stack>
  );
}
