import { isUnread, type Notification } from '@care/contracts/notification';
import { routes } from '@care/platform';
import { Box, Button, Card, EmptyState, LoadingState, Stack, Text } from '@care/ui';
import { useNavigate } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { useMarkNotificationRead, useNotificationPages } from './api/notifications';
import { describeLoadError } from './describe-load-error';
import { NotificationItem } from './NotificationItem';
import { useWhenVisible } from './use-when-visible';

export interface NotificationListProps {
  /** Called before following a notification to its order, so the popup can close. */
  onFollow: () => void;
}

/** The popup's body: loading, error, empty or the list with infinite scroll. */
export function NotificationList({ onFollow }: NotificationListProps) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const pages = useNotificationPages();
  const markRead = useMarkNotificationRead();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const lastItemRef = useWhenVisible(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  });

  if (pages.isPending) return <LoadingState label={t('notifications.loading')} />;
  if (pages.isError) {
    return (
      <Card.Root role="alert" variant="subtle" size="sm" m="3">
        <Card.Body gap="1">
          <Card.Title>{t('common:messages.notificationsLoadFailed.title')}</Card.Title>
          <Text>{t('common:messages.notificationsLoadFailed.summary')}</Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {describeLoadError(pages.error)}
          </Text>
        </Card.Body>
        <Card.Footer>
          <Button
            size="sm"
            variant="outline"
            loading={pages.isRefetching}
            onClick={() => void pages.refetch()}
          >
            {t('common:actions.retry')}
          </Button>
        </Card.Footer>
      </Card.Root>
    );
  }

  const notifications = pages.data.pages.flatMap((page) => page.items);
  if (notifications.length === 0) return <EmptyState title={t('notifications.empty')} />;

  const follow = (notification: Notification) => {
    if (isUnread(notification)) markRead.mutate(notification.id);
    if (notification.organizationId) {
      onFollow();
      void navigate(
        routes.orderDetails({
          id: notification.organizationId,
          orderId: notification.data.orderId,
        }),
      );
    }
  };

  const lastIndex = notifications.length - 1;
  return (
    <Box maxH="50vh" overflowY="auto">
      <Stack as="ul" gap="0" listStyleType="none">
        {notifications.map((notification, index) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={follow}
            itemRef={index === lastIndex ? lastItemRef : undefined}
          />
        ))}
      </Stack>
      <Text role="status" textAlign="center" fontSize="sm" color="fg.muted" py="3">
        {isFetchingNextPage
          ? t('notifications.loadingMore')
          : !hasNextPage && t('notifications.noMore')}
      </Text>
    </Box>
  );
}
