import {
  processingPurposes,
  type ProcessingPurpose,
  type Retention,
} from '@care/contracts/processing-records';
import { useTranslation } from '@care/i18n';
import { chakra, Stack, Text } from '@care/ui';
import { PageHeader } from '@care/ui/page';
import { Table } from '@care/ui/panel';
import { registerProcessingResources } from '../i18n/register';

registerProcessingResources();

type Translate = ReturnType<typeof useTranslation>['t'];

function retentionText(t: Translate, retention: Retention): string {
  if (retention.kind !== 'months' && retention.kind !== 'monthsAfterInactive')
    return t(`processing.retention.${retention.kind}`);
  const months = t('processing.retention.months', { count: retention.months });
  const period = retention.setting
    ? t('processing.retention.setting', {
        months,
        min: retention.setting.minMonths,
        max: retention.setting.maxMonths,
      })
    : months;
  return retention.kind === 'monthsAfterInactive'
    ? t('processing.retention.afterInactive', { period })
    : period;
}

/** Several values of one cell, one to a line. */
function Lines({ items }: { items: string[] }) {
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {items.map((item) => (
        <chakra.li key={item}>{item}</chakra.li>
      ))}
    </Stack>
  );
}

/**
 * The records of processing: every purpose of the one list in the contracts, with what is
 * processed, why, who sees it and how long it is kept. A fixed list of a few rows, so a plain
 * table rather than the paged data table.
 */
export function ProcessingRecordsPage() {
  const { t } = useTranslation('admin');
  const purposes: readonly ProcessingPurpose[] = processingPurposes;
  return (
    <Stack gap="6">
      <PageHeader title={t('processing.title')} description={t('processing.description')} />
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" variant="line" interactive={false}>
          <Table.Caption srOnly>{t('processing.title')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('processing.columns.purpose')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('processing.columns.data')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                {t('processing.columns.legalBasis')}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                {t('processing.columns.recipients')}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                {t('processing.columns.retention')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {purposes.map((purpose) => (
              <Table.Row key={purpose.id} verticalAlign="top">
                <Table.Cell as="th" scope="row" fontWeight="semibold">
                  {t(`processing.purposes.${purpose.id}.name`)}
                  <Text fontWeight="normal" color="fg.muted" mt="1">
                    {t(`processing.purposes.${purpose.id}.why`)}
                  </Text>
                </Table.Cell>
                <Table.Cell>{t(`processing.purposes.${purpose.id}.data`)}</Table.Cell>
                <Table.Cell>
                  <Lines
                    items={purpose.legalBases.map((basis) => t(`processing.legalBasis.${basis}`))}
                  />
                </Table.Cell>
                <Table.Cell>
                  <Lines
                    items={purpose.recipients.map((recipient) =>
                      t(`processing.recipients.${recipient}`),
                    )}
                  />
                </Table.Cell>
                <Table.Cell>{retentionText(t, purpose.retention)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
