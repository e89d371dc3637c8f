#!/usr/bin/env node
// `pnpm start`: builds what is not built (the API at every start), then runs the Auth emulator,
// the API on PGlite in .data/ (demo data seeded idempotently), the shell and every remote.
// `pnpm dev [remote …]` (--dev): the same, with the shell and the remotes named on webpack dev
// servers (rebuilt on save, the page reloaded); every other remote runs from its build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { portPlan, remoteNames, root, startStack, takenStackPorts } from './stack.mjs';

const [mode, ...named] = process.argv.slice(2);
const dev = mode === '--dev';
const watched = dev ? named : [];
const unknown = watched.filter((name) => !remoteNames.includes(name));
if (unknown.length > 0) {
  console.error(`No remote named ${unknown.join(', ')}; the remotes: ${remoteNames.join(', ')}.`);
  process.exit(1);
}

// Checked before anything is built: a taken port stops the start with one line each, naming
// its holder and the variable that moves ours.
const ports = portPlan();
const taken = await takenStackPorts(ports);
if (taken.length > 0) {
  for (const message of taken) console.error(message);
  process.exit(1);
}

// A dev server builds its app itself; everything else runs from its build.
const apps = [
  ...(dev ? [] : ['hosts/shell']),
  ...remoteNames.filter((name) => !watched.includes(name)).map((name) => `remotes/${name}`),
];
const unbuilt = apps.filter((app) => !existsSync(join(root, app, 'dist/index.html')));
// The API runs from its build too, rebuilt at every start (about a second) so it never runs
// older code than its source; `pnpm dev` runs its source.
if (!dev) {
  const api = spawnSync('pnpm', ['--filter', '@care/api', 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (api.status !== 0) process.exit(api.status ?? 1);
}
if (unbuilt.length > 0) {
  console.log(`Building ${unbuilt.join(', ')} …`);
  const filters = unbuilt.flatMap((app) => ['--filter', `./${app}`]);
  const build = spawnSync('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// DATA_DIR moves the data, e.g. for a test that must not touch the developer's.
const dataDir = process.env.DATA_DIR ?? join(root, '.data/pglite');
mkdirSync(dataDir, { recursive: true });
const stack = await startStack({
  ports,
  dataDir,
  quiet: true,
  ...(dev ? { watch: watched } : {}),
}).catch((error) => {
  // startStack has stopped whatever it started; say what went wrong without a stack trace.
  console.error(`The panel could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});

const watching = dev
  ? `\nWatching the shell${watched.length > 0 ? ` and ${watched.join(', ')}` : ''}: a saved file rebuilds it and reloads the page.`
  : '';
// Invitation e-mails: without a mail server, a newcomer follows an invitation from its file.
const outbox = stack.outboxDir && relative(root, stack.outboxDir);
const mail = outbox
  ? `.eml files in ${outbox.startsWith('..') ? stack.outboxDir : outbox}/ (SMTP_URL sends them)`
  : 'sent through SMTP_URL';

console.log(`
Care panel is running at ${stack.url}${watching}
API: http://localhost:${stack.ports.api}/api/v1/docs   Auth emulator: http://127.0.0.1:${stack.ports.auth}
Invitation e-mails: ${mail}

Demo accounts (password demo1234):
  admin@care.test           admin, no memberships
  operator@care.test        super operator of "Hospicjum Demo"
  operator2@care.test       operator of "Hospicjum Demo"
  other.operator@care.test  super operator of "Hospicjum Południe"
  beneficiary@care.test     beneficiary of "Hospicjum Demo" (mobile-app user)
  assistant@care.test       assistant of "Hospicjum Demo" (mobile-app user)
  invited@care.test         registered, no role, one pending invitation
  unregistered@care.test    email verified, not registered
  unverified@care.test      email not verified

Ctrl-C stops everything; data stays in ${dataDir}.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping …');
    await stack.stop();
    process.exit(0);
  });
}
