// The API as a process of its own, started from src/server.ts through tsx (what `pnpm dev` runs,
// the same wiring as the build): for tests that must see the process itself live through
// something — its database restarted — rather than an app built inside the test.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from './ports';

const apiDir = path.join(__dirname, '..', '..');

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  child: ChildProcess;
  /** The last few KiB the server wrote to stderr, for failure messages. */
  stderr(): string;
  /** Resolves with the /ready answer once it is 200; fails if the process exits or time runs out. */
  untilReady(timeoutMs?: number): Promise<Response>;
  /** SIGTERM (the server's own shutdown), SIGKILL if it is still there after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** `env` adds to the test's environment (which carries the Auth emulator's address). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'care-api-process-'));
  const url = `http://127.0.0.1:${port}`;
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-6000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return {
    url,
    child,
    stderr: () => stderr,
    async untilReady(timeoutMs = 40_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`the API process exited:\n${stderr}`);
        const answer = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2_000) }).catch(
          () => undefined,
        );
        if (answer?.ok) return answer;
        if (Date.now() > deadline) throw new Error(`no /ready within ${timeoutMs} ms:\n${stderr}`);
        await delay(100);
      }
    },
    async stop(graceMs = 10_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
