import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '@care/contracts/runtime-config';
import { buildVersionOf, forgetRemote, manifestUrlOf } from './remote-registry';

export type RemoteAppLoad =
  | { status: 'loaded'; App: ComponentType; buildVersion?: string }
  | { status: 'failed'; error: unknown };

/** One automatic retry: a remote that is being redeployed often answers a moment later. */
const AUTOMATIC_RETRIES = 1;

/** Every remote exposes its routes as the default export of `./App`. */
async function importRemoteApp(name: RemoteName): Promise<ComponentType> {
  if (!manifestUrlOf(name)) throw new Error(`Remote "${name}" is not in the runtime config.`);
  const exposed = await loadRemote<{ default?: ComponentType }>(`${name}/App`);
  if (!exposed?.default)
    throw new Error(`Remote "${name}" exposes no default component from ./App.`);
  return exposed.default;
}

/**
 * Loads a remote's App, fetching its manifest and entry afresh before the
 * retry. Never rejects: a failure is logged once and returned, so the caller
 * shows it without React reporting the same failure again.
 */
async function loadRemoteApp(
  name: RemoteName,
  retries = AUTOMATIC_RETRIES,
): Promise<RemoteAppLoad> {
  try {
    const App = await importRemoteApp(name);
    return { status: 'loaded', App, buildVersion: buildVersionOf(name) };
  } catch (error) {
    forgetRemote(name);
    if (retries > 0) return loadRemoteApp(name, retries - 1);
    console.error(`The "${name}" area could not be loaded.`, error);
    return { status: 'failed', error };
  }
}

/** Loads in flight or done, per remote and manifest URL: a remote that moved loads again. */
const loads = new Map<string, Promise<RemoteAppLoad>>();
/** What each load settled with, so an area opened again renders in the same pass. */
const results = new WeakMap<Promise<RemoteAppLoad>, RemoteAppLoad>();

/** The load's result if it has settled already, else undefined. */
export function settledResult(load: Promise<RemoteAppLoad>): RemoteAppLoad | undefined {
  return results.get(load);
}
const keyOf = (name: RemoteName) => `${name} ${manifestUrlOf(name) ?? ''}`;

/**
 * The load of a remote's App, shared by every place that renders it, so
 * opening an area again is instant. A failed load is not kept: the next
 * call starts a fresh one.
 */
export function remoteAppLoad(name: RemoteName): Promise<RemoteAppLoad> {
  const key = keyOf(name);
  const pending = loads.get(key);
  if (pending) return pending;
  const load: Promise<RemoteAppLoad> = loadRemoteApp(name).then((result) => {
    if (result.status === 'failed') loads.delete(key);
    results.set(load, result);
    return result;
  });
  loads.set(key, load);
  return load;
}

/** A fresh load after the remote failed while rendering. */
export function reloadRemoteApp(name: RemoteName): Promise<RemoteAppLoad> {
  forgetRemote(name);
  loads.delete(keyOf(name));
  return remoteAppLoad(name);
}

/**
 * Starts loading a remote's App before it is opened (its sidebar entry is pointed at or
 * focused), so the click finds its manifest, entry and code fetched. Shares the one load.
 */
export function preloadRemoteApp(name: RemoteName): void {
  void remoteAppLoad(name);
}
