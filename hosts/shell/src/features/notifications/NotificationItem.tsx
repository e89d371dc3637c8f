import { formatRelativeTime, getLanguage } from '@care/i18n';
import { isUnread, type Notification } from '@care/contracts/notification';
import { Box, chakra, Flex, Text, VisuallyHidden } from '@care/ui';
import type { Ref } from 'react';
import { useShellTranslation } from '../../app/i18n/shell-i18n';

export interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  /** Set on the last item: the next page loads when it scrolls into view. */
  itemRef?: Ref<HTMLLIElement>;
}

/** One row of the popup: unread dot, title, relative time and description. */
export function NotificationItem({ notification, onOpen, itemRef }: NotificationItemProps) {
  const { t } = useShellTranslation();
  const unread = isUnread(notification);
  return (
    <chakra.li ref={itemRef} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <chakra.button
        type="button"
        onClick={() => onOpen(notification)}
        display="flex"
        width="full"
        gap="3"
        px="4"
        py="3"
        textAlign="start"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'colorPalette.focusRing',
          outlineOffset: '-2px',
        }}
        colorPalette="blue"
      >
        <Box
          flexShrink={0}
          boxSize="2"
          mt="1.5"
          borderRadius="full"
          bg={unread ? 'colorPalette.solid' : 'transparent'}
          data-testid={unread ? 'unread-dot' : undefined}
        >
          {unread && <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>}
        </Box>
        <Box flex="1" minW="0">
          <Flex justify="space-between" align="baseline" gap="2">
            <Text fontWeight={unread ? 'semibold' : 'normal'} lineClamp={1}>
              {notification.title || t('notifications.noTitle')}
            </Text>
            <chakra.time
              dateTime={notification.createdAt}
              flexShrink={0}
              fontSize="xs"
              color="fg.muted"
            >
              {formatRelativeTime(notification.createdAt, getLanguage())}
            </chakra.time>
          </Flex>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {notification.description || t('notifications.noDescription')}
          </Text>
        </Box>
      </chakra.button>
    </chakra.li>
  );
}
