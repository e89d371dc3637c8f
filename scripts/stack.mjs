// Starts the whole product as separate processes — Auth emulator, API, the shell
// and every remote — for `pnpm start` and the end-to-end suite. Each process is
// started detached and stopped by its own pid (process group), nothing else.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { startAuthEmulator } from './emulator.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { freePort, takenPortMessages } from './ports.mjs';
import { apiNodeFlags } from '../services/api/scripts/node-flags.mjs';

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

/** The documented ports of `pnpm start` (README); each can be moved by its variable below. */
const defaultPorts = { shell: 3000, api: 4000, auth: 9099, firstRemote: 3101 };

/** The environment variable that moves each port of `pnpm start`. */
export const portVariables = {
  shell: 'SHELL_PORT',
  api: 'API_PORT',
  auth: 'AUTH_EMULATOR_PORT',
  remote: (name) => `${name.toUpperCase()}_PORT`,
};

const portFrom = (env, variable, fallback) => {
  const value = Number(env[variable]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** Ports of the product on one machine: the documented ones, unless the environment moves them. */
export function portPlan(env = process.env) {
  return {
    shell: portFrom(env, portVariables.shell, defaultPorts.shell),
    api: portFrom(env, portVariables.api, defaultPorts.api),
    auth: portFrom(env, portVariables.auth, defaultPorts.auth),
    remotes: Object.fromEntries(
      remoteNames.map((name, index) => [
        name,
        portFrom(env, portVariables.remote(name), defaultPorts.firstRemote + index),
      ]),
    ),
  };
}

/**
 * Ports nobody uses right now, for a stack that must run beside any other (the e2e suite next
 * to `pnpm start`, two suites at once). The Auth emulator then picks its hub and logging ports
 * the same way.
 */
export async function freePortPlan() {
  return {
    shell: await freePort(),
    api: await freePort(),
    auth: await freePort(),
    remotes: Object.fromEntries(
      await Promise.all(remoteNames.map(async (name) => [name, await freePort()])),
    ),
  };
}

/**
 * One line for each port of the plan someone else listens on, naming the holder and the
 * variable that moves ours; empty when the stack can start.
 */
export async function takenStackPorts(plan) {
  const wanted = [
    { port: plan.shell, what: 'the shell', moveWith: portVariables.shell },
    ...remoteNames.map((name) => ({
      port: plan.remotes[name],
      what: `the ${name} remote`,
      moveWith: portVariables.remote(name),
    })),
    { port: plan.api, what: 'the API', moveWith: portVariables.api },
    { port: plan.auth, what: 'the Auth emulator', moveWith: portVariables.auth },
  ];
  // At its default port the emulator takes its hub and logging ports from firebase.json; moved,
  // it picks free ones.
  const emulators = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).emulators;
  if (plan.auth === emulators.auth.port) {
    for (const part of ['hub', 'logging']) {
      wanted.push({
        port: emulators[part].port,
        what: `the Auth emulator's ${part}`,
        moveWith: `${portVariables.auth} (moved, the emulator picks a free ${part} port)`,
      });
    }
  }
  return takenPortMessages(wanted);
}

/** Writes a child's output line by line, each line starting with `[name]`. */
function prefixLines(stream, name, target) {
  let partial = '';
  stream.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
}

/**
 * `quiet`: only the last of stderr is kept, to explain an early exit; `labelled`: the output is
 * shown with the process's name before each line (several dev servers write at once).
 */
function startProcess(
  name,
  command,
  args,
  { cwd = root, env = {}, quiet = false, labelled = false } = {},
) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: quiet
      ? ['ignore', 'ignore', 'pipe']
      : labelled
        ? ['ignore', 'pipe', 'pipe']
        : ['ignore', 'inherit', 'inherit'],
  });
  if (labelled) {
    prefixLines(child.stdout, name, process.stdout);
    prefixLines(child.stderr, name, process.stderr);
  }
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

export async function waitFor(url, processHandle, timeoutMs = 60_000) {
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
 * An app's webpack dev server: it rebuilds on save and reloads the page, the shell's and a
 * remote's alike (the remote's entry carries the dev server's client into the shell's page).
 */
function startDevServer(name, appDir, port, env) {
  return startProcess(
    name,
    'pnpm',
    ['exec', 'webpack', 'serve', '--mode', 'development', '--port', String(port)],
    // Its compile messages and errors are what the developer watches.
    { cwd: join(root, appDir), env, labelled: true },
  );
}

/** A first development build takes a while on a small machine; a server answers within this. */
const DEV_SERVER_TIMEOUT_MS = 300_000;

/**
 * Where the API writes invitation e-mails as `.eml` files: nowhere when SMTP_URL sends them,
 * else OUTBOX_DIR, else beside the database (`.data/outbox` for `pnpm start`, inside the e2e
 * suite's temporary directory for its stack).
 */
export function outboxPlan({ dataDir, outboxDir, env = process.env } = {}) {
  if (env.SMTP_URL) return undefined;
  if (outboxDir ?? env.OUTBOX_DIR) return resolve(outboxDir ?? env.OUTBOX_DIR);
  return dataDir ? join(dirname(resolve(dataDir)), 'outbox') : join(root, '.data/outbox');
}

/**
 * What each static server answers as /config.json and where it sends /api: a remote's own page
 * (run without the shell) signs in and calls the API of this stack too.
 */
export function serviceEnvironment(ports) {
  return {
    API_URL: `http://127.0.0.1:${ports.api}`,
    AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
  };
}

/**
 * The shell's server environment: its /config.json names this stack's remotes, each moved by
 * `remoteUrls` (name → manifest URL), as a deployment moves one remote without a shell rebuild.
 */
export function shellEnvironment(ports, remoteUrls = {}) {
  const remoteVariables = Object.fromEntries(
    remoteNames.map((name) => [
      `REMOTE_${name.toUpperCase()}_URL`,
      remoteUrls[name] ?? `http://localhost:${ports.remotes[name]}/mf-manifest.json`,
    ]),
  );
  return { ...serviceEnvironment(ports), ...remoteVariables };
}

/** `care-serve` for one built app: its `dist`, or `distDir` (another build of it). */
export function startAppServer(name, { port, env = {}, distDir, quiet = false }) {
  const serve = join(root, 'packages/serve/bin/care-serve.mjs');
  return startProcess(name, 'node', [serve, name, ...(distDir ? [distDir] : [])], {
    env: { PORT: String(port), ...env },
    quiet,
  });
}

const apiDir = join(root, 'services/api');
/** The API's build (`pnpm build`, or `pnpm --filter @care/api build`): what production runs. */
export const apiBuild = join(apiDir, 'dist/server.mjs');

/**
 * Node's arguments for the API: its build, run as production runs it (no TypeScript loader in
 * the process: less memory, a faster start); in development (`pnpm dev`) its source through tsx,
 * so a restart picks up an edit without a build.
 */
export function apiCommand({ dev = false } = {}) {
  if (dev) return ['--import', 'tsx', 'src/server.ts'];
  if (!existsSync(apiBuild)) {
    throw new Error(`The API is not built (no ${apiBuild}): run pnpm build first.`);
  }
  // Without --enable-source-maps (8 MB more at rest): the build is not minified, so a stack
  // already reads; NODE_OPTIONS=--enable-source-maps maps it to the TypeScript files.
  return [...apiNodeFlags, apiBuild];
}

/**
 * @param {{ ports?: ReturnType<typeof portPlan>, dataDir?: string, outboxDir?: string, quiet?: boolean, seed?: boolean, watch?: string[], policyVersionsFile?: string }} options
 * `watch`: development mode (`pnpm dev`), with the shell and these remotes on webpack dev
 * servers; every other remote is served from its build. `policyVersionsFile`: the API's
 * POLICY_VERSIONS_FILE, which the e2e suite writes to change the policy versions in force while
 * the stack runs (no file there: the API's own).
 */
export async function startStack({
  ports = portPlan(),
  dataDir,
  outboxDir,
  quiet = false,
  seed = true,
  watch,
  policyVersionsFile,
} = {}) {
  const watched = new Set(watch ?? []);
  // A server already on one of these ports would answer the readiness checks in place of ours.
  const taken = await takenStackPorts(ports);
  if (taken.length > 0) throw new Error(taken.join('\n'));
  // Before anything starts: an unbuilt API is said at once, not after the emulator's start.
  const apiArgs = apiCommand({ dev: watch !== undefined });
  const started = [];
  const stopAll = async () => {
    for (const handle of started.reverse()) await handle.stop();
  };
  try {
    const emulator = await startAuthEmulator({ port: ports.auth, quiet });
    started.push({ name: 'auth emulator', stop: () => emulator.stop() });

    const outbox = outboxPlan({ dataDir, outboxDir });
    const apiEnv = {
      PORT: String(ports.api),
      // Links in e-mails open this stack's shell, unless the environment names a public address.
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${ports.shell}`,
      ...(outbox ? { OUTBOX_DIR: outbox } : {}),
      HOST: '127.0.0.1',
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      GCLOUD_PROJECT: 'demo-care',
      ...(dataDir ? { PGLITE_DIR: dataDir } : {}),
      // Seeded inside the API process: PGlite serves one process at a time.
      ...(seed ? { SEED_DEMO: '1' } : {}),
      ...(policyVersionsFile ? { POLICY_VERSIONS_FILE: policyVersionsFile } : {}),
    };
    const api = startProcess('api', 'node', apiArgs, {
      cwd: apiDir,
      env: apiEnv,
      quiet,
    });
    started.push(api);
    // Migrations and the demo seed run before the API listens.
    await waitFor(`http://127.0.0.1:${ports.api}/ready`, api, 180_000);

    const serviceEnv = serviceEnvironment(ports);
    const shellEnv = shellEnvironment(ports);
    const servers = {};
    for (const name of remoteNames) {
      const server = watched.has(name)
        ? startDevServer(name, `remotes/${name}`, ports.remotes[name], shellEnv)
        : startAppServer(name, { port: ports.remotes[name], env: serviceEnv, quiet });
      started.push(server);
      servers[name] = server;
    }
    const shell = watch
      ? startDevServer('shell', 'hosts/shell', ports.shell, shellEnv)
      : startAppServer('shell', { port: ports.shell, env: shellEnv, quiet });
    started.push(shell);
    const timeoutOf = (dev) => (dev ? DEV_SERVER_TIMEOUT_MS : undefined);
    await Promise.all([
      // A dev server answers its page once the first build is done (/config.json at once).
      waitFor(
        `http://127.0.0.1:${ports.shell}/${watch ? '' : 'config.json'}`,
        shell,
        timeoutOf(watch),
      ),
      ...remoteNames.map((name) =>
        waitFor(
          `http://127.0.0.1:${ports.remotes[name]}/mf-manifest.json`,
          servers[name],
          timeoutOf(watched.has(name)),
        ),
      ),
    ]);
    return {
      ports,
      url: `http://localhost:${ports.shell}`,
      outboxDir: outbox,
      servers,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
