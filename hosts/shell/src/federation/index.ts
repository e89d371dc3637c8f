export { RemoteApp, type RemoteAppProps } from './RemoteApp';
export { registerRemotesFromConfig } from './remote-registry';
export { preloadRemoteApp } from './load-remote-app';
export { prefetchRemoteData } from './prefetch-remote-data';
