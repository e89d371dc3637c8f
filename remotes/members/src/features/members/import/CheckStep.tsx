import type { MemberImportPreview } from '@care/contracts/member';
import { useTranslation } from '@care/i18n';
import { Badge, Button, HStack, Stack, Text } from '@care/ui';
import { Table } from '@care/ui/panel';
import { toastProblem } from '@care/ui/page';
import { useStartImport } from '../api/member-import';
import { roleOfValue, toImportMapping, type MappingFormValues } from './import-mapping';

/** Step 3: the first rows as they will be imported, then the import itself. */
export function CheckStep({
  organizationId,
  file,
  preview,
  values,
  onBack,
  onStarted,
}: {
  organizationId: string;
  file: File;
  preview: MemberImportPreview;
  values: MappingFormValues;
  onBack: () => void;
  onStarted: (jobId: string) => void;
}) {
  const { t } = useTranslation('members');
  const start = useStartImport(organizationId);
  const cell = (row: string[], column: string) => row[preview.columns.indexOf(column)] ?? '';
  const ownAccountOf = (row: string[]) => {
    if (!values.isOwnAccountColumn) return 'OWN_ACCOUNT';
    const value = cell(row, values.isOwnAccountColumn).trim().toLowerCase();
    if (value === values.guardianValue.trim().toLowerCase() && value !== '')
      return 'GUARDIAN_ACCOUNT';
    return 'OWN_ACCOUNT';
  };

  const run = async () => {
    try {
      const { jobId } = await start.mutateAsync({ file, mapping: toImportMapping(values) });
      onStarted(jobId);
    } catch (error) {
      toastProblem(error, t('import.startFailed'));
    }
  };

  return (
    <Stack gap="5">
      <Text fontWeight="medium">{t('import.checkTitle')}</Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('form.firstName')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('form.lastName')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('form.email')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('form.role')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('form.accountOwnerType')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {preview.sampleRows.map((row, index) => {
              const role = roleOfValue(values, cell(row, values.roleColumn));
              return (
                <Table.Row key={index}>
                  <Table.Cell>{cell(row, values.firstNameColumn)}</Table.Cell>
                  <Table.Cell>{cell(row, values.lastNameColumn)}</Table.Cell>
                  <Table.Cell>{cell(row, values.emailColumn)}</Table.Cell>
                  <Table.Cell>
                    {role ? (
                      t(`role.${role}`)
                    ) : (
                      <Badge colorPalette="red" variant="subtle">
                        {t('import.checkRole')}
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>{t(`accountOwnerType.${ownAccountOf(row)}`)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack gap="3">
        <Button variant="outline" onClick={onBack} disabled={start.isPending}>
          {t('import.back')}
        </Button>
        <Button onClick={run} loading={start.isPending}>
          {t('import.start', { count: preview.rowCount })}
        </Button>
      </HStack>
    </Stack>
  );
}
