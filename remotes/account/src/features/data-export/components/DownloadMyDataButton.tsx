import { useTranslation } from '@care/i18n';
import { Button } from '@care/ui';
import { toastProblem } from '@care/ui/page';
import { useExportMyData } from '../api/export-my-data';

/**
 * The person's right of access: their own data in every organization they belong to, as a ZIP,
 * without the operators' care notes (the archive's README says so).
 */
export function DownloadMyDataButton() {
  const { t } = useTranslation('account');
  const download = useExportMyData();
  return (
    <Button
      variant="outline"
      alignSelf="flex-start"
      loading={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onError: (error) => toastProblem(error, t('dataExport.failed')),
        })
      }
    >
      {t('dataExport.action')}
    </Button>
  );
}
