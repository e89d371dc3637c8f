#!/usr/bin/env node
// Lints the API's OpenAPI document with Redocly's recommended rules (redocly.yaml): writes the
// document the API serves to a temporary file (services/api/src/openapi-document.ts builds the
// app on an in-memory database, no server), then runs `redocly lint` on it. Exits non-zero on an
// error. Offline: the document is local, the rules are built in, and Redocly's usage reports
// and update check are turned off, so nothing leaves the machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = mkdtempSync(join(tmpdir(), 'care-openapi-'));
const document = join(folder, 'openapi.json');
const offline = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
};

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: offline });
  return result.status ?? 1;
}

let status;
try {
  status = run(
    'pnpm',
    ['exec', 'tsx', 'src/openapi-document.ts', document],
    join(root, 'services/api'),
  );
  if (status === 0)
    status = run(
      'pnpm',
      [
        'exec',
        'redocly',
        'lint',
        document,
        '--config',
        join(root, 'redocly.yaml'),
        '--format=stylish',
      ],
      root,
    );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
