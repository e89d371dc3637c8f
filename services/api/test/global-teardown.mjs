import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  await globalThis.__careApiAuthEmulator?.stop();
  if (globalThis.__careApiTestDir)
    rmSync(globalThis.__careApiTestDir, { recursive: true, force: true });
}
