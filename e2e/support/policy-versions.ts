import { rename, rm, writeFile } from 'node:fs/promises';
import type { PolicyVersions } from '../../packages/contracts/src/account';
import { currentStack } from './stack';

/**
 * Runs `during` while the stack's API has these policy versions in force, then gives it back its
 * own. The API reads them from its POLICY_VERSIONS_FILE at each request (the file is written
 * whole and moved into place, so no request reads half of it), and every account of the stack
 * is asked by them meanwhile: keep `during` to a few API calls of a user of the spec's own.
 * The local composition only: a deployment's versions are its own.
 */
export async function withPolicyVersions<T>(
  versions: Partial<PolicyVersions>,
  during: () => Promise<T>,
): Promise<T> {
  const file = currentStack().policyVersionsFile;
  if (!file) throw new Error('Only the suite’s own stack lets a spec change its policy versions.');
  await writeFile(`${file}.next`, JSON.stringify(versions));
  await rename(`${file}.next`, file);
  try {
    return await during();
  } finally {
    await rm(file, { force: true });
  }
}
