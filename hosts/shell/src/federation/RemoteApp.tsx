import { Suspense, useEffect, useState } from 'react';
import type { RemoteName } from '@care/contracts/runtime-config';
import {
  reloadRemoteApp,
  remoteAppLoad,
  settledResult,
  type RemoteAppLoad,
} from './load-remote-app';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoadFailed } from './RemoteLoadFailed';
import { RemoteSpinner } from './RemoteSpinner';

export interface RemoteAppProps {
  name: RemoteName;
}

interface Attempt {
  name: RemoteName;
  load: Promise<RemoteAppLoad>;
  /** Each retry mounts a fresh error boundary. */
  key: number;
  /** The automatic retry after a render failure is used once per mount. */
  automaticRetryUsed: boolean;
}

/**
 * A remote's `./App`, loaded on first render. Loading shows a spinner; a
 * remote that cannot be loaded (after one automatic retry) or that throws
 * while rendering shows an error card with Retry, which fetches it again.
 *
 * The load is awaited as state, not by suspending: React holds a Suspense fallback at least
 * 300 ms once shown, so a remote whose code arrived in 60 ms still appeared 300 ms after the
 * click. A state update shows the area as soon as its code is here.
 */
export function RemoteApp({ name }: RemoteAppProps) {
  const [attempt, setAttempt] = useState<Attempt>(() => firstAttempt(name, 0));
  // Another remote in the same place starts over.
  if (attempt.name !== name) setAttempt(firstAttempt(name, attempt.key + 1));

  const retryAfterLoadFailure = () => {
    const load = remoteAppLoad(name);
    setAttempt((current) => ({ ...current, load, key: current.key + 1 }));
  };
  const retryAfterRenderFailure = () => {
    const load = reloadRemoteApp(name);
    setAttempt((current) => ({ ...current, load, key: current.key + 1, automaticRetryUsed: true }));
  };

  return (
    <RemoteErrorBoundary
      key={attempt.key}
      retryAutomatically={!attempt.automaticRetryUsed}
      onRetry={retryAfterRenderFailure}
    >
      <LoadedRemoteApp name={name} load={attempt.load} onRetry={retryAfterLoadFailure} />
    </RemoteErrorBoundary>
  );
}

function firstAttempt(name: RemoteName, key: number): Attempt {
  return { name, load: remoteAppLoad(name), key, automaticRetryUsed: false };
}

interface LoadedRemoteAppProps {
  name: RemoteName;
  load: Promise<RemoteAppLoad>;
  onRetry: () => void;
}

/** The load's result once it settled: at once for a load settled before (see load-remote-app). */
function useLoadResult(load: Promise<RemoteAppLoad>): RemoteAppLoad | undefined {
  const [settled, setSettled] = useState<{ load: Promise<RemoteAppLoad>; result: RemoteAppLoad }>();
  useEffect(() => {
    let current = true;
    void load.then((result) => {
      if (current) setSettled({ load, result });
    });
    return () => {
      current = false;
    };
  }, [load]);
  return settledResult(load) ?? (settled?.load === load ? settled.result : undefined);
}

function LoadedRemoteApp({ name, load, onRetry }: LoadedRemoteAppProps) {
  const result = useLoadResult(load);
  if (!result) return <RemoteSpinner />;
  if (result.status === 'failed') return <RemoteLoadFailed onRetry={onRetry} />;
  const { App, buildVersion } = result;
  // Names the area and the build it runs, for support; `contents` leaves the layout as it was.
  // A remote page that suspends shows the spinner in its place, never the frame's fallback.
  return (
    <div style={{ display: 'contents' }} data-remote={name} data-build-version={buildVersion}>
      <Suspense fallback={<RemoteSpinner />}>
        <App />
      </Suspense>
    </div>
  );
}
