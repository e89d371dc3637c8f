import { Button, Flex, IconButton, LoadingState, Portal } from '@care/ui';
import { BellIcon, MarkAllReadIcon, Popover } from '@care/ui/panel';
import { lazy, Suspense, useState } from 'react';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { CountBadge } from '../layout/CountBadge';
import { useMarkAllNotificationsRead, useUnreadNotificationCount } from './api/notifications';

/** The list loads when the bell first opens: the top bar shows only the count. */
const NotificationList = lazy(() =>
  import('./NotificationList').then((module) => ({ default: module.NotificationList })),
);

/** The top bar's bell: the unread count, and the notification popup it opens. */
export function NotificationBell() {
  const { t } = useShellTranslation();
  const [open, setOpen] = useState(false);
  const unreadCount = useUnreadNotificationCount();
  const markAllRead = useMarkAllNotificationsRead();
  const count = unreadCount.data ?? 0;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        // Opening the bell refetches the unread count.
        if (details.open) void unreadCount.refetch();
      }}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          position="relative"
          aria-label={
            count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')
          }
        >
          <BellIcon aria-hidden />
          <CountBadge count={count} corner />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named outright: the machine links its title only when it sees one at opening. */}
          <Popover.Content
            width="24rem"
            maxWidth="calc(100vw - 1rem)"
            aria-label={t('notifications.title')}
          >
            <Popover.Header borderBottomWidth="1px" py="2">
              <Flex align="center" justify="space-between" gap="2" minH="8">
                <Popover.Title fontWeight="semibold">{t('notifications.title')}</Popover.Title>
                {count > 0 && (
                  <Button
                    size="xs"
                    variant="ghost"
                    loading={markAllRead.isPending}
                    onClick={() => markAllRead.mutate()}
                  >
                    <MarkAllReadIcon aria-hidden />
                    {t('notifications.markAllRead')}
                  </Button>
                )}
              </Flex>
            </Popover.Header>
            <Popover.Body p="0">
              <Suspense fallback={<LoadingState label={t('notifications.loading')} />}>
                <NotificationList onFollow={() => setOpen(false)} />
              </Suspense>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
