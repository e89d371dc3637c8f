import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultPortOf, isAppName, type AppName } from './apps';
import { defaultRuntimeConfig } from './runtime-config';
import { startStaticServer } from './static-server';

const DEFAULT_API_URL = 'http://localhost:4000';
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Where `pnpm build` puts an app, whatever directory the server is started from. */
const buildOutputOf = (app: AppName) =>
  path.join(repositoryRoot, app === 'shell' ? 'hosts/shell' : `remotes/${app}`, 'dist');

/** `care-serve <app> [dist-dir]` */
async function main([appName, distDir]: string[]) {
  if (!appName || !isAppName(appName)) {
    console.error(
      'usage: care-serve <shell|members|orders|tags|documents|outposts|admin|account> [dist-dir]',
    );
    process.exit(2);
  }
  const port = Number(process.env.PORT ?? defaultPortOf(appName));
  const server = await startStaticServer({
    app: appName,
    dir: distDir ? path.resolve(distDir) : buildOutputOf(appName),
    port,
    host: process.env.HOST,
    runtimeConfig: defaultRuntimeConfig(process.env),
    apiProxyTarget: process.env.API_URL ?? DEFAULT_API_URL,
  });
  const { port: boundPort } = server.server.address() as AddressInfo;
  console.log(`${appName} served at http://localhost:${boundPort}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
