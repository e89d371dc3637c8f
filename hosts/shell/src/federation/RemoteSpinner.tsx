import { useTranslation } from '@care/i18n';
import { LoadingState } from '@care/ui';

/** Shown while a remote's code loads. */
export function RemoteSpinner() {
  const { t } = useTranslation();
  return <LoadingState label={t('remote.loading', { defaultValue: 'Loading…' })} />;
}
