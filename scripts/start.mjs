#!/usr/bin/env node
// `pnpm start`: builds what is not built, then runs the Auth emulator, the API on
// PGlite in .data/ (demo data seeded idempotently), the shell and every remote.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { portPlan, remoteNames, root, startStack } from './stack.mjs';

const apps = ['hosts/shell', ...remoteNames.map((name) => `remotes/${name}`)];
const unbuilt = apps.filter((app) => !existsSync(join(root, app, 'dist/index.html')));
if (unbuilt.length > 0) {
  console.log(`Building ${unbuilt.join(', ')} …`);
  const filters = unbuilt.flatMap((app) => ['--filter', `./${app}`]);
  const build = spawnSync('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = join(root, '.data/pglite');
mkdirSync(dataDir, { recursive: true });
const stack = await startStack({ ports: portPlan(), dataDir, quiet: true });

console.log(`
Care panel is running at ${stack.url}
API: http://localhost:${stack.ports.api}/api/v1/docs   Auth emulator: http://127.0.0.1:${stack.ports.auth}

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

Ctrl-C stops everything; data stays in .data/.`);

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
