// The API as `pnpm start` and the end-to-end stack run it: its build (dist/server.mjs) under plain
// node, no TypeScript loader. Whatever the bundle gets wrong — a file read relative to the source
// (migrations), a package that must stay in node_modules (PGlite's wasm and extensions,
// firebase-admin), the contracts bundled in — shows here as a server that does not start or a
// route that fails.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { apiBasePath, endpoints } from '@care/contracts';
import { createIdentity } from './support/identities';
import { freePort } from './support/ports';

const apiDir = path.join(__dirname, '..');
/** What `pnpm start` gives node: its flags and the build. */
const startArguments = () =>
  (
    JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    }
  ).scripts.start
    .split(' ')
    .slice(1);
let server: ChildProcess;
let url: string;
let dataDir: string;
let stderr = '';

async function untilReady(deadline: number): Promise<Response> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${stderr}`);
    const answer = await fetch(`${url}/ready`).catch(() => undefined);
    if (answer?.ok) return answer;
    if (Date.now() > deadline) throw new Error(`no /ready within the time:\n${stderr}`);
    await delay(100);
  }
}

beforeAll(async () => {
  // The same build `pnpm build` makes; about a second.
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: apiDir,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the build failed:\n${built.stderr}`);
  dataDir = mkdtempSync(path.join(tmpdir(), 'care-compiled-api-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, startArguments(), {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // A fresh PGlite directory: the start applies every migration from the drizzle folder.
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
});

afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(server.pid!, 'SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('starts from its build and answers /ready with the database and the job queue up', async () => {
  const ready = await untilReady(Date.now() + 50_000);
  expect(await ready.json()).toEqual({ status: 'ready', queue: 'running' });
});

it('registers a caller and answers their account, verified through the Auth emulator', async () => {
  await untilReady(Date.now() + 50_000);
  const caller = await createIdentity();
  const headers = { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' };
  const registered = await fetch(`${url}${apiBasePath}${endpoints.register.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ firstName: 'Anna', lastName: 'Nowak', isPolicyAccepted: true }),
  });
  expect(registered.status).toBe(201);
  const me = await fetch(`${url}${apiBasePath}${endpoints.getMe.path}`, { headers });
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({
    email: caller.email,
    firstName: 'Anna',
    lastName: 'Nowak',
  });
});

it('answers bad input with problem+json, not a failure of the server', async () => {
  await untilReady(Date.now() + 50_000);
  const caller = await createIdentity();
  const answer = await fetch(`${url}${apiBasePath}${endpoints.register.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: '' }),
  });
  expect(answer.status).toBe(400);
  expect(answer.headers.get('content-type')).toContain('application/problem+json');
});
