export { defaultPortOf, isAppName, SHELL_PORT, type AppName } from './apps';
export { defaultRuntimeConfig } from './runtime-config';
export { buildStaticServer, startStaticServer, type StaticServerOptions } from './static-server';
export { cacheExpectations, type CacheExpectation } from './cache-expectations';
