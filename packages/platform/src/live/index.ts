/**
 * Live updates, as the `@care/platform/live` entry point: the signed-in layout loads it after
 * its first render, so neither the sign-in pages nor the panel's first paint carry the reader.
 */
export { startLiveUpdates, type LiveUpdatesOptions } from './start-live-updates';
export { shareLiveEvents, type SharedLiveEventsOptions } from './shared-live-stream';
export {
  backoffDelay,
  connectLiveEvents,
  readLiveEvents,
  type LiveConnectionOptions,
  type LiveStatus,
} from './live-connection';
export { createLiveInvalidator, staleKeysOf } from './live-invalidation';
