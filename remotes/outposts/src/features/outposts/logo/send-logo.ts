import { type Outpost, outpostLogo } from '@care/contracts/outpost';
import { problemTypes } from '@care/contracts/problem';
import { getLanguage, i18n, localeConventions } from '@care/i18n';
import { toaster } from '@care/ui';
import { problemDetail, problemOf } from '@care/ui/page';
import type { UploadLogoInput } from '../api/upload-outpost-logo';
import type { OutpostFormApi } from '../form/OutpostForm';

const megabytes = (bytes: number) =>
  new Intl.NumberFormat(localeConventions[getLanguage()].locale, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));

/** Why the API refused a logo, in the user's words (its own detail is in English). */
export function logoProblemMessage(error: unknown): string {
  const problem = problemOf(error);
  if (problem?.type === problemTypes.unsupportedMediaType)
    return i18n.t('outposts:form.logoWrongType');
  if (problem?.type === problemTypes.tooLarge)
    return i18n.t('outposts:form.logoTooLarge', { max: megabytes(outpostLogo.maxFileBytes) });
  return problemDetail(error) ?? i18n.t('uiPage:unknownError');
}

/**
 * Uploads the logo of an outpost the form has just saved, showing its progress. A refusal is put
 * on the logo field and told in a toast (the outpost itself is saved); answers null then.
 */
export async function sendLogo(
  upload: (input: UploadLogoInput) => Promise<Outpost>,
  input: Omit<UploadLogoInput, 'onProgress'>,
  { form, setProgress }: { form: OutpostFormApi; setProgress: (percent: number | null) => void },
): Promise<Outpost | null> {
  setProgress(0);
  try {
    return await upload({
      ...input,
      onProgress: ({ loaded, total }) => setProgress(Math.round((loaded / total) * 100)),
    });
  } catch (error) {
    const message = logoProblemMessage(error);
    form.setError('logo', { type: 'server', message }, { shouldFocus: true });
    toaster.error({ title: i18n.t('outposts:form.logoFailed'), description: message });
    return null;
  } finally {
    setProgress(null);
  }
}
