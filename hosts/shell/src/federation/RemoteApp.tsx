import { Suspense, use, useState } from 'react';
import type { RemoteName } from '@care/contracts/runtime-config';
import { reloadRemoteApp, remoteAppLoad, type RemoteAppLoad } from './load-remote-app';
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
      <Suspense fallback={<RemoteSpinner />}>
        <LoadedRemoteApp name={name} load={attempt.load} onRetry={retryAfterLoadFailure} />
      </Suspense>
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

function LoadedRemoteApp({ name, load, onRetry }: LoadedRemoteAppProps) {
  const result = use(load);
  if (result.status === 'failed') return <RemoteLoadFailed onRetry={onRetry} />;
  const { App, buildVersion } = result;
  // Names the area and the build it runs, for support; `contents` leaves the layout as it was.
  return (
    <div style={{ display: 'contents' }} data-remote={name} data-build-version={buildVersion}>
      <App />
    </div>
  );
}
