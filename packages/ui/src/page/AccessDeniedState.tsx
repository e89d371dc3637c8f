import { useTranslation } from '@care/i18n';
import { EmptyState } from '@care/ui';
import type { ReactNode } from 'react';
import { LuShieldOff } from 'react-icons/lu';

export interface AccessDeniedStateProps {
  /** E.g. a link back to the dashboard. */
  action?: ReactNode;
}

/**
 * A page the signed-in user's role does not open, shown inside the layout. Here, not
 * beside the other states: only an area some users may not open needs it, so the first render
 * of the panel does not carry it.
 */
export function AccessDeniedState({ action }: AccessDeniedStateProps) {
  const { t } = useTranslation('common');
  return <EmptyState icon={<LuShieldOff />} title={t('states.accessDenied')} action={action} />;
}
