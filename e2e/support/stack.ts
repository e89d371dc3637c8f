import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Endpoints } from './deployment';

// Plain ESM shared with `pnpm start`, so it is loaded at run time, outside this project.
const stackScript = '../../scripts/stack.mjs';

export interface StackPorts {
  shell: number;
  api: number;
  auth: number;
  remotes: Record<string, number>;
}

interface StackModule {
  freePortPlan(): Promise<StackPorts>;
  startStack(options: {
    ports: StackPorts;
    dataDir: string;
    quiet: boolean;
    policyVersionsFile?: string;
  }): Promise<{
    url: string;
    /** Where the API writes invitation e-mails (no SMTP server in tests). */
    outboxDir?: string;
    servers: Record<string, { pid: number }>;
    stop(): Promise<void>;
  }>;
}

/** What the specs need to know of the running stack: where it is and which pid serves what. */
export interface StackDescription {
  url: string;
  ports: StackPorts;
  /** The process group of each app's static server, by app name. */
  serverPids: Record<string, number>;
  /** The folder of `.eml` files the API writes its invitation e-mails to. */
  outboxDir?: string;
  /**
   * Set when the suite runs against the deployment BASE_URL names instead of a stack of its
   * own: what its config.json names. `ports` are then those of its addresses, and no pids.
   */
  deployment?: Endpoints;
  /** Marks what this run creates (its users' e-mail addresses), so it can remove exactly that. */
  runId?: string;
  /**
   * The API's POLICY_VERSIONS_FILE: while it exists, the policy versions it names are in force
   * (`support/policy-versions.ts`). Absent against a deployment.
   */
  policyVersionsFile?: string;
}

export interface RunningStack extends StackDescription {
  stop(): Promise<void>;
}

/**
 * The composed product on ports nobody else uses (so it runs beside `pnpm start` or another
 * suite), on a fresh database seeded with the demo data. `stop()` ends every process and
 * removes the data.
 */
export async function startE2eStack(): Promise<RunningStack> {
  const { freePortPlan, startStack } = (await import(stackScript)) as StackModule;
  const dataDir = mkdtempSync(join(tmpdir(), 'care-e2e-'));
  const ports = await freePortPlan();
  // Named but not written: the API's own versions are in force until a spec writes it.
  const policyVersionsFile = join(dataDir, 'policy-versions.json');
  try {
    const stack = await startStack({
      ports,
      dataDir: join(dataDir, 'pglite'),
      quiet: true,
      policyVersionsFile,
    });
    return {
      url: stack.url,
      ports,
      outboxDir: stack.outboxDir,
      policyVersionsFile,
      serverPids: Object.fromEntries(
        Object.entries(stack.servers).map(([name, server]) => [name, server.pid]),
      ),
      async stop() {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

const stackVariable = 'E2E_STACK';

/** Global setup hands the stack to the test workers, which inherit its environment. */
export function publishStack(stack: StackDescription) {
  const { url, ports, serverPids, outboxDir, deployment, runId, policyVersionsFile } = stack;
  process.env[stackVariable] = JSON.stringify({
    url,
    ports,
    serverPids,
    outboxDir,
    deployment,
    runId,
    policyVersionsFile,
  });
}

/** The stack global setup started for this run. */
export function currentStack(): StackDescription {
  const published = process.env[stackVariable];
  if (!published) throw new Error(`${stackVariable} is not set: run the suite through its config.`);
  return JSON.parse(published) as StackDescription;
}

/** Stops one remote's server the way an outage would: its process is gone. */
export function stopRemoteServer(name: string) {
  const pid = currentStack().serverPids[name];
  if (!pid) throw new Error(`No server named ${name} in this stack`);
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    /* already stopped */
  }
}
