import { Portal } from '@care/ui';
import { CloseButton, Drawer } from '@care/ui/panel';
import type { ReactElement, ReactNode } from 'react';
import { useShellTranslation } from '../../../app/i18n/shell-i18n';

export interface TopBarDrawerProps {
  title: string;
  /**
   * The top bar button that opens it. It becomes the drawer's trigger, so it is
   * announced as opening a dialog, says whether that is open, and gets the focus back on close.
   */
  trigger: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** A drawer from the end of the screen, opened from the top bar (config and profile sidebars). */
export function TopBarDrawer({ title, trigger, open, onOpenChange, children }: TopBarDrawerProps) {
  const { t } = useShellTranslation();
  return (
    <Drawer.Root
      placement="end"
      size="xs"
      lazyMount
      unmountOnExit
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange: (details) => onOpenChange(details.open) } : {})}
    >
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('layoutSettings.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
