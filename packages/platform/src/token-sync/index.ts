/**
 * `@care/platform/token-sync`: the optional token sync, an entry point of its own so it
 * loads with the signed-in pages that start it.
 */
export { startTokenSync } from './token-sync';
