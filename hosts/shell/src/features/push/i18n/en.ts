/**
 * Titles of the push failures the user is told about; the
 * explanations are the common catalogue's `messages.notification*`.
 */
export const pushEn = {
  tokenError: 'Notification token error',
  setupFailed: 'Notification setup failed',
};
