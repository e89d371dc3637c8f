import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@care/contracts/runtime-config';

/** Manifest URL of each remote, as /config.json gave it. */
const manifestUrls = new Map<RemoteName, string>();

/**
 * Tells the federation runtime where each remote lives. Called once at boot
 * with `config.remotes`; nothing is fetched until a remote is first rendered.
 */
export function registerRemotesFromConfig(remotes: RuntimeConfig['remotes']): void {
  const entries = Object.entries(remotes) as Array<[RemoteName, string]>;
  for (const [name, entry] of entries) manifestUrls.set(name, entry);
  registerRemotes(entries.map(([name, entry]) => ({ name, entry })));
}

export function manifestUrlOf(name: RemoteName): string | undefined {
  return manifestUrls.get(name);
}

/**
 * Drops what the runtime cached for a remote (manifest, entry script, module
 * cache), so the next load fetches it again instead of reusing a failure.
 */
export function forgetRemote(name: RemoteName): void {
  const entry = manifestUrls.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/**
 * The build of the remote the page runs, from its manifest (federation fills it with
 * `MF_BUILD_VERSION` at the remote's build, else the remote's package version): remotes
 * ship on their own, so which build a user sees is not the shell's to know otherwise.
 */
export function buildVersionOf(name: RemoteName): string | undefined {
  const entry = manifestUrls.get(name);
  if (!entry) return undefined;
  // The runtime registers a relative entry (the composition's `/remotes/<name>/mf-manifest.json`)
  // by its address on the page's origin, and keeps its manifest under that address.
  const registered = entry.startsWith('http') ? entry : new URL(entry, window.location.origin).href;
  return getInstance()?.snapshotHandler.manifestCache.get(registered)?.metaData.buildInfo
    .buildVersion;
}
