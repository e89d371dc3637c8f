/**
 * `@care/host-kit/standalone`: a remote's minimal host, for working on it alone. A remote's
 * bootstrap is `startStandalone({ App, mountPath: routePatterns.<area> })`.
 */
export { startStandalone } from './start-standalone';
export { createStandaloneRoutes, type StandaloneOptions } from './standalone-routes';
