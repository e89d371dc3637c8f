import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2ePorts, pidFile } from './ports';

// Plain ESM shared with `pnpm start`, so it is loaded at run time, outside this project.
const stackScript = '../../scripts/stack.mjs';

interface StackModule {
  startStack(options: { ports: typeof e2ePorts; dataDir: string; quiet: boolean }): Promise<{
    servers: Record<string, { pid: number }>;
    stop(): Promise<void>;
  }>;
}

/** Starts the composed product on a fresh database seeded with the demo data. */
export default async function globalSetup() {
  const { startStack } = (await import(stackScript)) as StackModule;
  const stateDir = mkdtempSync(join(tmpdir(), 'care-e2e-'));
  process.env.E2E_STATE_DIR = stateDir;
  const stack = await startStack({
    ports: e2ePorts,
    dataDir: join(stateDir, 'pglite'),
    quiet: true,
  });
  for (const [name, server] of Object.entries(stack.servers)) {
    writeFileSync(pidFile(name), String(server.pid));
  }
  return async () => {
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
}
