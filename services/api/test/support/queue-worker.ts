// Starts and kills the job worker processes of queue-worker-process.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const apiDir = path.join(__dirname, '..', '..');
const script = path.join(__dirname, 'queue-worker-process.ts');

export interface QueueWorker {
  child: ChildProcess;
  output(): string;
  /** SIGKILL: the process ends at once, in the middle of whatever it does. */
  kill(): Promise<void>;
}

export interface QueueWorkerOptions {
  databaseUrl: string;
  /** An smtp:// URL, or an outbox folder. */
  mail: string;
  timeoutMs?: number;
}

/** Resolves once the worker's queue runs; fails if the process ends first or time runs out. */
export async function startQueueWorker({
  databaseUrl,
  mail,
  timeoutMs = 30_000,
}: QueueWorkerOptions): Promise<QueueWorker> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, databaseUrl, mail], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const worker: QueueWorker = {
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.kill();
      reject(new Error(`the job worker did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('working\n')) return;
      clearTimeout(timer);
      resolve();
    });
    child.stderr!.on(
      'data',
      (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000)),
    );
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the job worker ended (${code ?? signal}) before it worked:\n${output}`));
    });
  });
  return worker;
}
