import { demo, demoPassword } from './session';
import { endpointsFrom, readRuntimeConfig, type Endpoints } from './deployment';
import { identityAdminToken, passwordSignIn } from './identity';
import { newRunId, ownAddressMark, ownAddressPrefix, removeUsersStartingWith } from './own-users';
import type { StackDescription, StackPorts } from './stack';

/** The port an address is served on, said or implied by its scheme. */
const portOf = (address: string) => {
  const url = new URL(address);
  return Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
};

/** Removes the users whose address starts with `prefix`; fails, naming them, if any stays. */
async function removeUsers(prefix: string, endpoints: Endpoints, whose: string) {
  const { removed, left } = await removeUsersStartingWith(prefix, endpoints);
  console.log(`Removed ${removed.length} user(s) ${whose}.`);
  if (left.length > 0) {
    throw new Error(
      `Could not remove ${left.length} user(s) ${whose}:\n` +
        left.map(({ email, why }) => `  ${email}: ${why}`).join('\n'),
    );
  }
}

/**
 * Global setup against the deployment at `baseUrl`: its config.json says where its API and
 * identity service are; nothing is started. The teardown removes every user the run created
 * and fails the run if one is left.
 */
export async function useDeployment(baseUrl: string) {
  const config = await readRuntimeConfig(baseUrl);
  const endpoints = endpointsFrom(baseUrl, config);
  // Fails now, with what to set, rather than in the first spec that needs its own user.
  identityAdminToken(endpoints.identity);
  const ports: StackPorts = {
    shell: portOf(baseUrl),
    api: portOf(endpoints.apiUrl),
    auth: endpoints.identity.emulatorUrl ? portOf(endpoints.identity.emulatorUrl) : 0,
    remotes: Object.fromEntries(
      Object.entries(endpoints.remoteOrigins).map(([name, origin]) => [name, portOf(origin)]),
    ),
  };
  const runId = newRunId();
  const description: StackDescription = {
    url: baseUrl.replace(/\/+$/, ''),
    ports,
    serverPids: {},
    deployment: endpoints,
    runId,
  };

  // Runs that could not clean up (interrupted, killed) left users with the suite's mark; asked
  // for only, as it would take those of a run going on at the same time too.
  if (process.env.E2E_REMOVE_LEFTOVERS) {
    await removeUsers(ownAddressMark, endpoints, 'earlier runs left behind');
  }

  const seeded = await passwordSignIn(demo.operator, demoPassword, endpoints.identity).then(
    () => true,
    () => false,
  );
  console.log(
    [
      `Testing the deployment at ${description.url}`,
      `  API ${endpoints.apiUrl}`,
      `  identity ${endpoints.identity.emulatorUrl ?? endpoints.identity.url} (project ${endpoints.identity.projectId})`,
      `  users this run creates: ${ownAddressPrefix(runId)}…, removed at the end`,
      seeded
        ? '  demo accounts: present'
        : '  demo accounts: MISSING — specs that sign in as them will fail; those tagged @own-users bring their own',
    ].join('\n'),
  );

  return {
    description,
    cleanUp: () => removeUsers(ownAddressPrefix(runId), endpoints, 'this run created'),
  };
}
