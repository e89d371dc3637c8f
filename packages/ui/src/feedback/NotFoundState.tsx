import type { ReactNode } from 'react';
import { LuSearchX } from 'react-icons/lu';
import { useFeedbackTranslation } from './i18n';
import { StateMessage } from './StateMessage';

export interface NotFoundStateProps {
  /** E.g. a link back to the list. */
  action?: ReactNode;
}

/** What an unknown path or a resource the caller may not see shows. */
export function NotFoundState({ action }: NotFoundStateProps) {
  const { t } = useFeedbackTranslation();
  return (
    <StateMessage icon={<LuSearchX />} title={t('common:states.notAvailable')} actions={action} />
  );
}
