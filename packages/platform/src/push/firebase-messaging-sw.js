// The push service worker. It is a plain script, emitted as an asset beside the messaging SDK's
// own self-contained builds, so it loads nothing from another origin. The page registers it with
// everything it needs in the query: the SDK files, the four app configuration values, the icon
// and the order-details path pattern.
const query = new URL(self.location.href).searchParams;
const sameOrigin = (url) => new URL(url, self.location.origin).origin === self.location.origin;

const notificationIcon = query.get('icon') ?? undefined;
const orderPath = query.get('orderPath');
const sdkFiles = [query.get('app'), query.get('messaging')];

/** The order a push is about, or the dashboard. */
function linkOf(data) {
  if (!orderPath || !data || !data.organizationId || !data.orderId) return '/';
  return orderPath
    .replace(':id', encodeURIComponent(data.organizationId))
    .replace(':orderId', encodeURIComponent(data.orderId));
}

// The SDK's push listener must be added while the script first runs, so this is not deferred.
if (sdkFiles.every((file) => file && sameOrigin(file))) {
  self.importScripts(...sdkFiles);
  const app = self.firebase.initializeApp({
    apiKey: query.get('apiKey'),
    projectId: query.get('projectId'),
    appId: query.get('appId'),
    messagingSenderId: query.get('messagingSenderId'),
  });
  self.firebase.messaging(app).onBackgroundMessage((payload) => {
    // A message with a notification part is shown by the SDK itself.
    if (payload.notification) return undefined;
    const data = payload.data ?? {};
    return self.registration.showNotification(data.title || '', {
      body: data.description || '',
      icon: notificationIcon,
      tag: payload.messageId,
      data: { link: linkOf(data) },
    });
  });
}

// The worker controls no page (its scope is its asset folder), so it cannot steer an open tab:
// a click opens the order in a new one.
self.addEventListener('notificationclick', (event) => {
  const link = event.notification.data && event.notification.data.link;
  if (!link) return;
  event.notification.close();
  event.waitUntil(self.clients.openWindow(new URL(link, self.location.origin).href));
});
