/**
 * The top bar's notification bell and its popup, and the pending-invitation
 * label beside it. The load-failure card's texts come from the
 * common catalogue.
 */
export const notificationsEn = {
  bell: 'Notifications',
  bellUnread: 'Notifications, unread: {{count}}',
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  loading: 'Loading notifications…',
  empty: 'All caught up!',
  unread: 'Unread',
  noTitle: 'No title',
  noDescription: 'No description',
  loadingMore: 'Loading more...',
  noMore: 'No more notifications',
  pendingInvitations: 'pending invitations: {{count}}',
};
