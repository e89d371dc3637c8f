#!/usr/bin/env node
// Starts the Firebase Auth emulator (firebase-tools, project `demo-care`) as a child process
// tree of its own, waits until it answers, and stops exactly that tree again.
// Library: `startAuthEmulator({ port })` → `{ url, host, port, stop() }`.
// CLI: `node scripts/emulator.mjs` runs until Ctrl-C (port from AUTH_EMULATOR_PORT, default 9099).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const firebaseBin = path.join(
  path.dirname(require.resolve('firebase-tools/package.json')),
  'lib/bin/firebase.js',
);

export const defaultAuthEmulatorPort = 9099;
export const emulatorProjectId = 'demo-care';
const host = '127.0.0.1';
// About 8 s on a quiet machine; loading its modules took over 80 s on two cores running
// several test suites at once, so the wait is generous before it counts as a failure.
const readyTimeoutMs = 180_000;
const stopTimeoutMs = 10_000;
const logTailLines = 40;

/**
 * A firebase.json in a temp dir for a non-default port. The hub and logging ports are chosen
 * here too, so several emulators (tests next to `pnpm start`) never fight over 4400/4500.
 */
async function temporaryConfigDir(port) {
  const dir = mkdtempSync(path.join(tmpdir(), 'care-auth-emulator-'));
  const config = {
    emulators: {
      auth: { host, port },
      hub: { host, port: await freePort() },
      logging: { host, port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  writeFileSync(
    path.join(dir, '.firebaserc'),
    JSON.stringify({ projects: { default: emulatorProjectId } }),
  );
  return dir;
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ port?: number, onLog?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, host: string, port: number, stop: () => Promise<void>,
 *   exited: Promise<{ code: number | null, signal: string | null }> }>}
 */
export async function startAuthEmulator(options = {}) {
  const port = options.port ?? defaultAuthEmulatorPort;
  const ownConfigDir =
    port === defaultAuthEmulatorPort ? undefined : await temporaryConfigDir(port);
  const configDir = ownConfigDir ?? repoRoot;
  const url = `http://${host}:${port}`;
  if (await answers(`${url}/`)) {
    if (ownConfigDir) rmSync(ownConfigDir, { recursive: true, force: true });
    throw new Error(
      `Something already answers on ${url}; stop it or pick another AUTH_EMULATOR_PORT.`,
    );
  }

  const child = spawn(
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      emulatorProjectId,
      '--config',
      path.join(configDir, 'firebase.json'),
    ],
    {
      cwd: configDir,
      // Its own process group, so stop() can end the whole tree and nothing else.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Offline machine: no message-of-the-day fetch, no update check.
        CI: '1',
        NO_UPDATE_NOTIFIER: '1',
        // The hub writes a locator file named by project id into the temp dir; keep ours apart.
        ...(ownConfigDir ? { TMPDIR: ownConfigDir } : {}),
      },
    },
  );

  const tail = [];
  const onLine = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > logTailLines) tail.shift();
      options.onLog?.(line);
    }
  };
  child.stdout.on('data', onLine);
  child.stderr.on('data', onLine);

  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const cleanUp = () => {
    if (ownConfigDir) rmSync(ownConfigDir, { recursive: true, force: true });
  };

  const stop = async () => {
    if (!hasExited) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // The group is already gone.
      }
      let timer;
      const timedOut = await Promise.race([
        exited.then(() => false),
        new Promise((resolve) => {
          timer = setTimeout(() => resolve(true), stopTimeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Gone between the check and the kill.
        }
        await exited;
      }
    }
    cleanUp();
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (!(await answers(`${url}/`))) {
    if (hasExited) {
      cleanUp();
      throw new Error(`The Auth emulator exited before it was ready:\n${tail.join('\n')}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The Auth emulator did not answer on ${url} within ${readyTimeoutMs / 1000} s:\n${tail.join('\n')}`,
      );
    }
    await sleep(250);
  }

  return { url, host, port, stop, exited };
}

async function main() {
  const port = Number(process.env.AUTH_EMULATOR_PORT ?? defaultAuthEmulatorPort);
  const emulator = await startAuthEmulator({
    port,
    onLog: (line) => process.stdout.write(`[auth] ${line}\n`),
  });
  process.stdout.write(
    `Auth emulator ready at ${emulator.url} (project ${emulatorProjectId}). Ctrl-C stops it.\n`,
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await emulator.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  const { code, signal } = await emulator.exited;
  if (!stopping) {
    process.stderr.write(
      `The Auth emulator stopped on its own (${signal ?? `exit code ${code}`}).\n`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
