import type { ReactNode } from 'react';
import { LuShieldOff } from 'react-icons/lu';
import { useFeedbackTranslation } from './i18n';
import { StateMessage } from './StateMessage';

export interface AccessDeniedStateProps {
  /** E.g. a link back to the dashboard. */
  action?: ReactNode;
}

/** A page the signed-in user's role does not open, shown inside the layout (spec §8). */
export function AccessDeniedState({ action }: AccessDeniedStateProps) {
  const { t } = useFeedbackTranslation();
  return (
    <StateMessage icon={<LuShieldOff />} title={t('common:states.accessDenied')} actions={action} />
  );
}
