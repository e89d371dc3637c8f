// A benchmark's server in a process of its own (serve.mts, compiled), so the load generator never
// shares its event loop: started with its mode's arguments, it prints one JSON line once
// listening; on SIGTERM it prints {maxRssMb} and exits.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';

export interface ServerProcess<Ready> {
  process: ChildProcess;
  lines: Interface;
  /** What the server printed once listening. */
  ready: Ready;
}

/** `nodeOptions` go to node itself, before the file (a profiler's flags, say). */
export async function startServerProcess<Ready>(
  file: string,
  args: string[],
  nodeOptions: string[] = [],
): Promise<ServerProcess<Ready>> {
  const child = spawn(process.execPath, [...nodeOptions, file, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`the server (${args.join(' ')}) exited (${code})`)),
    );
    lines.once('line', (line) => resolve(JSON.parse(line) as Ready));
  });
  return { process: child, lines, ready };
}

/** Stops the server by its process handle; resolves with the peak RSS it reported (MB). */
export async function stopServerProcess(server: ServerProcess<unknown>): Promise<number> {
  if (server.process.exitCode !== null) return NaN;
  const reported = new Promise<number>((resolve) => {
    server.lines.once('line', (line) =>
      resolve((JSON.parse(line) as { maxRssMb: number }).maxRssMb),
    );
    server.process.once('exit', () => resolve(NaN));
  });
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
  return reported;
}
