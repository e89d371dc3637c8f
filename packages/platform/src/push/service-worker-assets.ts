/**
 * The push service worker and the messaging SDK builds it imports, emitted by the bundler as
 * same-origin assets (content-hashed, so a new build registers a new worker).
 */
export function serviceWorkerAssets() {
  return {
    worker: new URL('./firebase-messaging-sw.js', import.meta.url),
    appSdk: new URL('../../node_modules/firebase/firebase-app-compat.js', import.meta.url),
    messagingSdk: new URL(
      '../../node_modules/firebase/firebase-messaging-compat.js',
      import.meta.url,
    ),
  };
}
