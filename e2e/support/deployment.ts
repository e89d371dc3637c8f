import { test } from '@playwright/test';
import {
  runtimeConfigSchema,
  type RemoteName,
  type RuntimeConfig,
} from '../../packages/contracts/src/runtime-config';
import { currentStack } from './stack';

/** Where the suite signs users in and manages its own: the Identity Toolkit REST API. */
export interface IdentityEndpoint {
  /** Base of the REST API (`…/identitytoolkit.googleapis.com/v1`), the emulator's or Google's. */
  url: string;
  apiKey: string;
  projectId: string;
  /** The Auth emulator's origin, for its own API (the mailbox); absent for a real project. */
  emulatorUrl?: string;
}

/** What the specs call besides the pages: the API and the identity service. */
export interface Endpoints {
  /** The API's base, `/api/v1` included, as an absolute URL. */
  apiUrl: string;
  identity: IdentityEndpoint;
  /** Each remote's origin as config.json names it (its own page is served there). */
  remoteOrigins: Partial<Record<RemoteName, string>>;
}

const googleIdentityToolkit = 'https://identitytoolkit.googleapis.com/v1';

/** `base` without a trailing slash, so paths join with one. */
const trimmed = (base: string) => base.replace(/\/+$/, '');

/**
 * The endpoints a deployment's `config.json` names, relative URLs read against the address it
 * was served from: the same ones its pages use.
 */
export function endpointsFrom(baseUrl: string, config: RuntimeConfig): Endpoints {
  const base = `${trimmed(baseUrl)}/`;
  const emulatorUrl = config.authEmulatorUrl && trimmed(config.authEmulatorUrl);
  return {
    apiUrl: trimmed(new URL(config.apiBaseUrl, base).href),
    identity: {
      url: emulatorUrl ? `${emulatorUrl}/identitytoolkit.googleapis.com/v1` : googleIdentityToolkit,
      apiKey: config.firebase.apiKey,
      projectId: config.firebase.projectId,
      ...(emulatorUrl ? { emulatorUrl } : {}),
    },
    remoteOrigins: Object.fromEntries(
      Object.entries(config.remotes).map(([name, manifest]) => [
        name,
        new URL(manifest, base).origin,
      ]),
    ),
  };
}

/** Reads and checks the `config.json` the deployment at `baseUrl` serves its pages. */
export async function readRuntimeConfig(baseUrl: string): Promise<RuntimeConfig> {
  const address = `${trimmed(baseUrl)}/config.json`;
  let response: Response;
  try {
    response = await fetch(address, { signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new Error(`${address} did not answer: ${String(error)}`, { cause: error });
  }
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  const parsed = runtimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) {
    throw new Error(`${address} is not the panel's config.json: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** The deployment BASE_URL names, when the suite runs against one rather than its own stack. */
export const deploymentUrl = (): string | undefined => process.env.BASE_URL || undefined;

/**
 * Skips the spec file (or describe group) it is called in when the suite runs against a
 * deployment: for what only the composition the suite starts itself can give (a server's pid,
 * the API's outbox folder, a second stack). `why` is printed with the run's skipped tests.
 */
export function localStackOnly(why: string) {
  test.skip(Boolean(deploymentUrl()), `needs the local composition: ${why}`);
}

/**
 * The endpoints of the run's target: the deployment's (read from its config.json at global
 * setup) or those of the stack the suite started, which its config.json names the same way.
 */
export function currentEndpoints(): Endpoints {
  const stack = currentStack();
  if (stack.deployment) return stack.deployment;
  const emulatorUrl = `http://127.0.0.1:${stack.ports.auth}`;
  return {
    apiUrl: `${stack.url}/api/v1`,
    identity: {
      url: `${emulatorUrl}/identitytoolkit.googleapis.com/v1`,
      apiKey: 'demo',
      projectId: 'demo-care',
      emulatorUrl,
    },
    remoteOrigins: Object.fromEntries(
      Object.entries(stack.ports.remotes).map(([name, port]) => [name, `http://localhost:${port}`]),
    ),
  };
}

/**
 * Skips the running test when the identity service is a real project rather than the Auth
 * emulator: for what only the emulator gives (the e-mails it would have sent, its Google
 * sign-in widget). Called inside a test; `why` is printed with the run's skipped tests.
 */
export function identityEmulatorOnly(why: string) {
  test.skip(!currentEndpoints().identity.emulatorUrl, `needs the Auth emulator: ${why}`);
}
