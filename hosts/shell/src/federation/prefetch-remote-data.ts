import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@care/contracts/runtime-config';
import type { PrefetchTarget, QueryClient, RemotePrefetch } from '@care/platform/query';
import { manifestUrlOf } from './remote-registry';

/** Each remote's `./prefetch` once loaded, per remote and manifest URL: a remote that moved loads it again. */
const prefetchers = new Map<string, Promise<RemotePrefetch | undefined>>();

/**
 * A remote's prefetch function, or undefined when it exposes none. A failed load is not kept (the
 * remote may be back at the next hover); a remote without `./prefetch` fails at once, from the
 * entry the runtime already holds, so trying again costs no request.
 */
function prefetcherOf(name: RemoteName): Promise<RemotePrefetch | undefined> {
  const key = `${name} ${manifestUrlOf(name) ?? ''}`;
  const loaded = prefetchers.get(key);
  if (loaded) return loaded;
  const load = loadRemote<{ default?: RemotePrefetch }>(`${name}/prefetch`).then(
    (exposed) => exposed?.default,
  );
  prefetchers.set(key, load);
  load.catch(() => prefetchers.delete(key));
  return load;
}

/**
 * Fetches what a remote's first page shows, through the remote's own `./prefetch` (the shell
 * knows none of its queries), into the page's query client: the click then finds the data as
 * well as the code. Quiet when the remote exposes none or the fetch fails: the page loads its
 * data itself then, and reports a failure where it shows it.
 */
export function prefetchRemoteData(
  name: RemoteName,
  queryClient: QueryClient,
  target: PrefetchTarget,
): void {
  if (!manifestUrlOf(name)) return;
  prefetcherOf(name)
    .then((prefetch) => prefetch?.(queryClient, target))
    .catch(() => undefined);
}
