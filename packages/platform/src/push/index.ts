/**
 * `@care/platform/push`: push through the messaging SDK (docs/product.md, push). An entry
 * point of its own so it loads with the signed-in pages, never with the sign-in page; the SDK
 * itself loads only when a registration runs. Shared, so the shell (which starts it after
 * sign-in) and the account remote (whose settings page switches it) drive one registration.
 */
export { pushErrorCodes, type PushErrorCode } from './push-errors';
export {
  onPushNotice,
  removePushDeviceOnSignOut,
  startPushRegistration,
  switchPushOff,
  switchPushOn,
  usePushStore,
  type PushNotice,
  type PushOptions,
  type PushStatus,
} from './push-registration';
export { usePushRegistration, type PushRegistration } from './use-push-registration';
