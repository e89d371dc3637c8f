/**
 * Live updates, as the `@care/platform/live` entry point: only the signed-in layout loads it,
 * so the sign-in pages do not carry the stream reader.
 */
export { useLiveUpdates } from './use-live-updates';
export {
  backoffDelay,
  connectLiveEvents,
  readLiveEvents,
  type LiveConnectionOptions,
  type LiveStatus,
} from './live-connection';
export { createLiveInvalidator, staleKeysOf } from './live-invalidation';
