import type { ReactNode } from 'react';
import { LuInbox } from 'react-icons/lu';
import { StateMessage } from './StateMessage';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Usually the button that creates the first item. */
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon = <LuInbox /> }: EmptyStateProps) {
  return <StateMessage icon={icon} title={title} description={description} actions={action} />;
}
