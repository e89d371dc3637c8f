import { lazy, Suspense } from 'react';

// The toast outlet and its machine load after the first paint: nothing shows
// a toast before then, and one queued earlier appears once the outlet mounts.
const Toaster = lazy(async () => ({ default: (await import('@care/ui/toaster')).Toaster }));

export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
