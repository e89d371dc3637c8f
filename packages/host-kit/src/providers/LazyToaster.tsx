import { lazy, Suspense, useSyncExternalStore } from 'react';

// The toast outlet and its machine load after the first paint: nothing shows
// a toast before then, and one queued earlier appears once the outlet mounts.
const Toaster = lazy(async () => ({ default: (await import('@care/ui/toaster')).Toaster }));

const subscribeToNothing = () => () => undefined;

export function LazyToaster() {
  // Not part of a page rendered at build time: it starts once the page is live.
  const live = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!live) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
