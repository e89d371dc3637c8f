import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentStack, type StackPorts } from './stack';

// Plain ESM shared with `pnpm start`, loaded at run time like support/stack.ts does.
const stackScript = '../../scripts/stack.mjs';
const portsScript = '../../scripts/ports.mjs';
const repositoryRoot = join(__dirname, '../..');

interface ProcessHandle {
  pid: number;
  stop(): Promise<void>;
}

interface StackModule {
  shellEnvironment(ports: StackPorts, remoteUrls?: Record<string, string>): Record<string, string>;
  serviceEnvironment(ports: StackPorts): Record<string, string>;
  startAppServer(
    name: string,
    options: { port: number; env?: Record<string, string>; distDir?: string; quiet?: boolean },
  ): ProcessHandle;
  waitFor(url: string, handle: ProcessHandle, timeoutMs?: number): Promise<void>;
}

const stackModule = () => import(stackScript) as Promise<StackModule>;
/** A port a server started a moment later can still bind (see scripts/ports.mjs). */
export const freePort = async () =>
  ((await import(portsScript)) as { freePort(): Promise<number> }).freePort();

/** A build of a remote made apart from `pnpm build`, in a folder of its own. */
export interface RemoteBuild {
  dir: string;
  remove(): void;
}

/**
 * Builds a remote from its sources into a new temporary folder, as its team's pipeline would
 * ship it, with `env` for the build (`MF_BUILD_VERSION`, `SHARED_BUILT_AGAINST`, …). Bounded:
 * the build's process group is killed when it runs past `timeoutMs`.
 */
export async function buildRemote(
  name: string,
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<RemoteBuild> {
  const dir = mkdtempSync(join(tmpdir(), `care-${name}-build-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const child = spawn(
    join(repositoryRoot, 'remotes', name, 'node_modules/.bin/webpack'),
    // The remote alone: its standalone page's runtime file is no part of the panel.
    ['--mode', 'production', '--config-name', name, '--output-path', dir],
    {
      cwd: join(repositoryRoot, 'remotes', name),
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) {
    remove();
    throw new Error(`Building the ${name} remote failed (exit ${code}):\n${output}`);
  }
  return { dir, remove };
}

/** One static server the test started, stopped by its handle. */
export interface AppServer {
  port: number;
  url: string;
  stop(): Promise<void>;
}

async function serve(
  name: string,
  {
    port,
    env,
    distDir,
    readyPath,
  }: { port?: number; env: Record<string, string>; distDir?: string; readyPath: string },
): Promise<AppServer> {
  const { startAppServer, waitFor } = await stackModule();
  const boundPort = port ?? (await freePort());
  const handle = startAppServer(name, { port: boundPort, env, distDir, quiet: true });
  try {
    await waitFor(`http://127.0.0.1:${boundPort}${readyPath}`, handle);
  } catch (error) {
    await handle.stop();
    throw error;
  }
  return { port: boundPort, url: `http://localhost:${boundPort}`, stop: () => handle.stop() };
}

/** Serves a remote's build from its folder, as the stack serves every remote. */
export async function serveRemoteBuild(name: string, build: RemoteBuild): Promise<AppServer> {
  const { serviceEnvironment } = await stackModule();
  return serve(name, {
    env: serviceEnvironment(currentStack().ports),
    distDir: build.dir,
    readyPath: '/mf-manifest.json',
  });
}

/**
 * The already-built shell on a server of its own, its `/config.json` naming this stack's
 * remotes except those `remoteUrls` moves. Give `port` to start it again where it was: the
 * page keeps its origin (and its signed-in session), as a redeployed config would.
 */
export async function serveShell(
  remoteUrls: Record<string, string>,
  port?: number,
): Promise<AppServer> {
  const { shellEnvironment } = await stackModule();
  return serve('shell', {
    port,
    env: shellEnvironment(currentStack().ports, remoteUrls),
    readyPath: '/config.json',
  });
}

export const manifestOf = (server: AppServer) => `${server.url}/mf-manifest.json`;
