import { memberCreateSchema, type MemberImportPreview } from '@care/contracts/member';
import { roleKey, useTranslation } from '@care/i18n';
import { Alert, Badge, Button, HStack, Spinner, Stack, Text } from '@care/ui';
import { Checkbox, Table } from '@care/ui/panel';
import { toastProblem } from '@care/ui/page';
import { useState } from 'react';
import { useImportInvitationCount, useStartImport } from '../api/member-import';
import { roleOfValue, toImportMapping, type MappingFormValues } from './import-mapping';

/** The API refuses a row by the same rule, after the import has started. */
const isAcceptedEmail = (value: string) =>
  memberCreateSchema.shape.accountEmail.safeParse(value.trim().toLowerCase()).success;

/**
 * How many invitation e-mails the import will send, said before it starts, and the choice to
 * import without sending them (the members then wait for a bulk send from the list).
 */
function InvitationChoice({
  count,
  send,
  onSendChange,
}: {
  count: ReturnType<typeof useImportInvitationCount>;
  send: boolean;
  onSendChange: (send: boolean) => void;
}) {
  const { t } = useTranslation('members');
  if (count.isPending)
    return (
      <HStack gap="2" color="fg.muted">
        <Spinner size="sm" />
        <Text>{t('import.invitations.counting')}</Text>
      </HStack>
    );
  const known = count.isSuccess ? count.data : undefined;
  return (
    <Stack gap="3">
      <Alert.Root status={send && known !== 0 ? 'warning' : 'info'}>
        <Alert.Indicator />
        <Alert.Title>
          {known === undefined
            ? t('import.invitations.unknown')
            : send
              ? t('import.invitations.willSend', { count: known })
              : t('import.invitations.willNotSend', { count: known })}
        </Alert.Title>
      </Alert.Root>
      <Checkbox.Root
        checked={send}
        onCheckedChange={(details) => onSendChange(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          {known === undefined
            ? t('import.invitations.send')
            : t('import.invitations.sendCount', { count: known })}
        </Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}

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
  onStarted: (jobId: string, sentInvitations: boolean) => void;
}) {
  const { t } = useTranslation('members');
  const start = useStartImport(organizationId);
  const [sendInvitations, setSendInvitations] = useState(true);
  const invitationCount = useImportInvitationCount(organizationId, file, toImportMapping(values));
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
      const { jobId } = await start.mutateAsync({
        file,
        mapping: toImportMapping(values),
        sendInvitations,
      });
      onStarted(jobId, sendInvitations);
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
                  <Table.Cell>
                    {cell(row, values.emailColumn)}
                    {!isAcceptedEmail(cell(row, values.emailColumn)) && (
                      <Badge colorPalette="red" variant="subtle" ms="2">
                        {t('import.checkEmail')}
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {role ? (
                      t(roleKey(role))
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
      <InvitationChoice
        count={invitationCount}
        send={sendInvitations}
        onSendChange={setSendInvitations}
      />
      <HStack gap="3">
        <Button variant="outline" onClick={onBack} disabled={start.isPending}>
          {t('import.back')}
        </Button>
        {/* Not before the operator can see how many e-mails it sends. */}
        <Button onClick={run} loading={start.isPending} disabled={invitationCount.isPending}>
          {t('import.start', { count: preview.rowCount })}
        </Button>
      </HStack>
    </Stack>
  );
}
