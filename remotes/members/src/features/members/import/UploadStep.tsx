import { memberImportLimits, type MemberImportPreview } from '@care/contracts/member';
import { useTranslation } from '@care/i18n';
import { Link } from '@care/platform/router';
import { Button, HStack, Stack } from '@care/ui';
import { useZodForm } from '@care/ui/forms';
import { FileDropZone } from '@care/ui/fields';
import { applyProblemToForm, toastProblem } from '@care/ui/page';
import { z } from 'zod';
import { usePreviewImport } from '../api/member-import';

/** CSV as browsers report it: spreadsheets on Windows save it as an Excel type, some as text. */
const csvTypes = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'text/plain': ['.csv'],
};

const uploadSchema = z.object({ file: z.instanceof(File) });

/** Step 1: the file, read by the API for its columns and first rows. */
export function UploadStep({
  organizationId,
  cancelTo,
  onNext,
}: {
  organizationId: string;
  cancelTo: string;
  onNext: (file: File, preview: MemberImportPreview) => void;
}) {
  const { t } = useTranslation('members');
  const preview = usePreviewImport(organizationId);
  const form = useZodForm(uploadSchema, { defaultValues: { file: undefined } });

  const next = async ({ file }: { file: File }) => {
    try {
      onNext(file, await preview.mutateAsync(file));
    } catch (error) {
      const { leftover } = applyProblemToForm(error, form, {
        fieldOf: (path) => (path === 'file' ? 'file' : undefined),
      });
      if (leftover) toastProblem(error, t('import.previewFailed'));
    }
  };

  return (
    <form noValidate onSubmit={form.submit(next)}>
      <Stack gap="5" maxW="2xl">
        <FileDropZone
          control={form.control}
          name="file"
          label={t('import.file')}
          helperText={t('import.fileHelp', {
            rows: memberImportLimits.maxRows.toLocaleString(),
          })}
          required
          accept={csvTypes}
          maxSize={memberImportLimits.maxFileBytes}
        />
        <HStack gap="3">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('import.next')}
          </Button>
          <Button asChild variant="ghost">
            <Link to={cancelTo}>{t('import.cancel')}</Link>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
