// A PostgreSQL cluster of a test's own: initdb into a temp folder, a postmaster on a free loopback
// port, and stop/start at will, so a test can take the database away from a running API without
// touching the shared server. `remove()` stops it and deletes the folder; if the test process
// ends without it, an exit hook does the same.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './ports';

const run = promisify(execFile);

/**
 * PostgreSQL's own tools: from PATH, else the newest of Debian's /usr/lib/postgresql/<version>/bin,
 * which it keeps out of PATH.
 */
function serverTool(name: string): string {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, name)));
  if (onPath) return name;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((version) => existsSync(path.join(debian, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no ${name}: install PostgreSQL's server package`);
  return path.join(debian, versions[0], 'bin', name);
}
const initdb = serverTool('initdb');
const pgCtl = serverTool('pg_ctl');
/** initdb and the postmaster refuse to run as root: as root, they run as this user. */
const clusterUser = process.env.PG_CLUSTER_USER ?? 'postgres';
const asRoot = process.getuid?.() === 0;

function command(tool: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', clusterUser, '--', tool, ...args]] : [tool, args];
}

export interface ThrowawayCluster {
  readonly port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` (trust authentication, loopback only). */
  url(database?: string): string;
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop`: `fast` ends every session (a planned restart), `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl start`, resolving once the server accepts connections. */
  start(): Promise<void>;
  /** Stops the server if it runs and deletes its folder; safe to call twice. */
  remove(): Promise<void>;
}

export interface ThrowawayClusterOptions {
  /** Longest wait for a start or a stop, in seconds. */
  timeoutSeconds?: number;
}

export async function startThrowawayCluster({
  timeoutSeconds = 30,
}: ThrowawayClusterOptions = {}): Promise<ThrowawayCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'care-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', clusterUser], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', clusterUser], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  // Durability is worth nothing in a folder deleted at the end: skip the syncs, on a shared disk.
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const tool = async (name: string, args: string[]) => {
    const [file, argv] = command(name, args);
    try {
      await run(file, argv, { timeout: (timeoutSeconds + 5) * 1000 });
    } catch (error) {
      let log = '';
      try {
        log = readFileSync(logFile, 'utf8').slice(-2000);
      } catch {
        // no server log yet (initdb failed)
      }
      throw new Error(`${name} ${args[0] ?? ''} failed: ${(error as Error).message}\n${log}`, {
        cause: error,
      });
    }
  };
  const pgCtlArgs = ['-D', data, '-w', '-t', String(timeoutSeconds)];

  let running = false;
  let removed = false;
  // The exit hook can only run synchronous code: an immediate stop, then the folder.
  const onExit = () => {
    if (running) {
      const [file, argv] = command(pgCtl, ['stop', ...pgCtlArgs, '-m', 'immediate']);
      try {
        execFileSync(file, argv, { stdio: 'ignore' });
      } catch {
        // already down
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const cluster: ThrowawayCluster = {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url(), connectionTimeoutMillis: 5_000 });
      await client.connect();
      try {
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stop(mode = 'fast') {
      await tool(pgCtl, ['stop', ...pgCtlArgs, '-m', mode]);
      running = false;
    },
    async start() {
      await tool(pgCtl, ['start', ...pgCtlArgs, '-l', logFile, '-o', serverOptions]);
      running = true;
    },
    async remove() {
      if (removed) return;
      removed = true;
      try {
        if (running) await cluster.stop('immediate');
      } finally {
        process.off('exit', onExit);
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    await tool(initdb, [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    await cluster.start();
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return cluster;
}
