// The privacy policy and terms versions in force. The environment names them
// (PRIVACY_POLICY_VERSION, TERMS_VERSION), read once at start. POLICY_VERSIONS_FILE may name a
// JSON file, `{ "privacy": "…", "terms": "…" }` (either key may be left out), which names them
// instead while it exists: it is read again whenever it changes, so a new version is in force
// from the next request on, without a restart. The end-to-end suite's stack names one so that a
// spec can change the versions of the API every other spec is using, for one step.
import { readFileSync, statSync } from 'node:fs';
import { type PolicyVersions, policyVersionSchema } from '@care/contracts';
import { z } from 'zod';

/** The versions in force now; called at each use, never kept across requests. */
export type PolicyVersionSource = () => PolicyVersions;

const versionsFileSchema = z.strictObject({
  privacy: policyVersionSchema.optional(),
  terms: policyVersionSchema.optional(),
});

function readVersionsFile(file: string, configured: PolicyVersions): PolicyVersions {
  const named = versionsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { ...configured, ...named };
}

/** What tells one state of the file from another without reading it. */
const stateOf = (file: string) => {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : undefined;
};

/**
 * The versions in force: `configured` (the environment's), or those `file` names while it
 * exists. A file there at start must be valid, or the API does not start; one written wrong
 * later keeps the versions in force before, and `onUnreadable` says why.
 */
export function policyVersionSource(
  configured: PolicyVersions,
  file?: string,
  onUnreadable: (error: unknown) => void = () => undefined,
): PolicyVersionSource {
  if (!file) return () => configured;
  let state = stateOf(file);
  let current = state === undefined ? configured : readVersionsFile(file, configured);
  return () => {
    try {
      const now = stateOf(file);
      if (now === state) return current;
      state = now;
      current = now === undefined ? configured : readVersionsFile(file, configured);
    } catch (error) {
      onUnreadable(error);
    }
    return current;
  };
}
