import { remoteNames, type RemoteName } from '@care/contracts';

/** Every separately served app of the composition. */
export type AppName = 'shell' | RemoteName;

export const SHELL_PORT = 3000;
const FIRST_REMOTE_PORT = 3101;

export function isAppName(value: string): value is AppName {
  return value === 'shell' || (remoteNames as readonly string[]).includes(value);
}

/** The fixed ports of the full composition (docs/architecture.md, runtime). */
export function defaultPortOf(app: AppName): number {
  return app === 'shell' ? SHELL_PORT : FIRST_REMOTE_PORT + remoteNames.indexOf(app);
}
