// Starts the whole product as separate processes — Auth emulator, API, the shell
// and every remote — for `pnpm start` and the end-to-end suite. Each process is
// started detached and stopped by its own pid (process group), nothing else.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { startAuthEmulator } from './emulator.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const remoteNames = [
  'members',
  'orders',
  'tags',
  'documents',
  'outposts',
  'admin',
  'account',
];

/** Ports of the product on one machine; the e2e suite shifts them so both can run. */
export function portPlan(base = { shell: 3000, remotes: 3101, api: 4000, auth: 9099 }) {
  return {
    shell: base.shell,
    api: base.api,
    auth: base.auth,
    remotes: Object.fromEntries(remoteNames.map((name, index) => [name, base.remotes + index])),
  };
}

function startProcess(name, command, args, { cwd = root, env = {}, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: quiet ? ['ignore', 'ignore', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    name,
    pid: child.pid,
    exited,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const timedOut = await Promise.race([exited.then(() => false), delay(5000).then(() => true)]);
      if (timedOut) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    },
  };
}

async function waitFor(url, processHandle, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  processHandle?.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(
        `${processHandle.name} exited before ${url} answered:\n${processHandle.stderr()}`,
      );
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await delay(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * @param {{ ports?: ReturnType<typeof portPlan>, dataDir?: string, quiet?: boolean, seed?: boolean }} options
 */
export async function startStack({ ports = portPlan(), dataDir, quiet = false, seed = true } = {}) {
  const started = [];
  const stopAll = async () => {
    for (const handle of started.reverse()) await handle.stop();
  };
  try {
    const emulator = await startAuthEmulator({ port: ports.auth, quiet });
    started.push({ name: 'auth emulator', stop: () => emulator.stop() });

    const apiEnv = {
      PORT: String(ports.api),
      HOST: '127.0.0.1',
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      GCLOUD_PROJECT: 'demo-care',
      ...(dataDir ? { PGLITE_DIR: dataDir } : {}),
      // Seeded inside the API process: PGlite serves one process at a time.
      ...(seed ? { SEED_DEMO: '1' } : {}),
    };
    const apiDir = join(root, 'services/api');
    const api = startProcess('api', 'node', ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: apiEnv,
      quiet,
    });
    started.push(api);
    // Migrations and the demo seed run before the API listens.
    await waitFor(`http://127.0.0.1:${ports.api}/ready`, api, 180_000);

    const remoteUrls = Object.fromEntries(
      remoteNames.map((name) => [
        `REMOTE_${name.toUpperCase()}_URL`,
        `http://localhost:${ports.remotes[name]}/mf-manifest.json`,
      ]),
    );
    const serve = join(root, 'packages/serve/bin/care-serve.mjs');
    const servers = {};
    for (const name of remoteNames) {
      const server = startProcess(name, 'node', [serve, name], {
        env: { PORT: String(ports.remotes[name]) },
        quiet,
      });
      started.push(server);
      servers[name] = server;
    }
    const shell = startProcess('shell', 'node', [serve, 'shell'], {
      env: {
        PORT: String(ports.shell),
        API_URL: `http://127.0.0.1:${ports.api}`,
        AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
        ...remoteUrls,
      },
      quiet,
    });
    started.push(shell);
    await Promise.all([
      waitFor(`http://127.0.0.1:${ports.shell}/config.json`, shell),
      ...remoteNames.map((name) =>
        waitFor(`http://127.0.0.1:${ports.remotes[name]}/mf-manifest.json`, servers[name]),
      ),
    ]);
    return { ports, url: `http://localhost:${ports.shell}`, servers, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
