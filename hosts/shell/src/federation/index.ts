export { RemoteApp, type RemoteAppProps } from './RemoteApp';
export { registerRemotesFromConfig } from './remote-registry';
