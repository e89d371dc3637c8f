import { readFileSync } from 'node:fs';
import { pidFile } from './ports';

/** Stops one remote's server the way an outage would: its process is gone. */
export function stopRemoteServer(name: string) {
  const pid = Number(readFileSync(pidFile(name), 'utf8'));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    /* already stopped */
  }
}
