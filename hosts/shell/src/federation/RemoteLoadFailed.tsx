import { useTranslation } from '@care/i18n';
import { ErrorState } from '@care/ui';

export interface RemoteLoadFailedProps {
  onRetry: () => void;
}

/** Takes the place of an area that failed; the rest of the panel keeps working. */
export function RemoteLoadFailed({ onRetry }: RemoteLoadFailedProps) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('remote.loadFailed.title', {
        defaultValue: 'This part of the panel could not be loaded',
      })}
      detail={t('remote.loadFailed.description', {
        defaultValue: 'Check your connection and try again. The rest of the panel keeps working.',
      })}
      onRetry={onRetry}
    />
  );
}
