import path from 'node:path';
import { defaultPortOf, isAppName } from './apps';
import { defaultRuntimeConfig } from './runtime-config';
import { startStaticServer } from './static-server';

const DEFAULT_API_URL = 'http://localhost:4000';

/** `care-serve <app> [dist-dir]`, run from the app's package directory. */
async function main([appName, distDir = 'dist']: string[]) {
  if (!appName || !isAppName(appName)) {
    console.error('usage: care-serve <shell|members|orders|tags|documents|outposts|admin|account> [dist-dir]');
    process.exit(2);
  }
  const port = Number(process.env.PORT ?? defaultPortOf(appName));
  const server = await startStaticServer({
    app: appName,
    dir: path.resolve(distDir),
    port,
    host: process.env.HOST,
    runtimeConfig: defaultRuntimeConfig(process.env),
    apiProxyTarget: process.env.API_URL ?? DEFAULT_API_URL,
  });
  console.log(`${appName} served at http://localhost:${port}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
