/** What the user is told about push notifications (spec §8). */
export const pushEn = {
  permissionDenied: "You won't receive notifications...",
  tokenError: {
    title: 'Notification token error',
    description: 'This browser could not be registered for notifications. Try again later.',
  },
  setupFailed: {
    title: 'Notification setup failed',
    description: 'Notifications could not be set up in this browser.',
  },
};
