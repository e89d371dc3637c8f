import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuRefreshCw, LuTriangleAlert } from 'react-icons/lu';
import { useFeedbackTranslation } from './i18n';
import { StateMessage } from './StateMessage';

export interface ErrorStateProps {
  /** 'Something went wrong' by default. */
  title?: ReactNode;
  /** What failed, e.g. the API problem's detail. */
  detail?: ReactNode;
  /** Shows a Retry button; usually a query's `refetch`. */
  onRetry?: () => void;
  /** True while the retry runs: the button shows it and cannot be pressed twice. */
  retrying?: boolean;
}

export function ErrorState({ title, detail, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useFeedbackTranslation();
  return (
    <StateMessage
      role="alert"
      icon={<LuTriangleAlert />}
      title={title ?? t('common:states.error')}
      description={detail}
      actions={
        onRetry && (
          <Button variant="outline" onClick={() => onRetry()} loading={retrying}>
            <LuRefreshCw aria-hidden="true" />
            {t('common:actions.retry')}
          </Button>
        )
      }
    />
  );
}
