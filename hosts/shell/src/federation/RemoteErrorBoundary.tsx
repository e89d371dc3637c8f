import { Component, type ReactNode } from 'react';
import { RemoteLoadFailed } from './RemoteLoadFailed';
import { RemoteSpinner } from './RemoteSpinner';

export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** True while the one automatic retry is still unused: a failure then retries instead of showing the card. */
  retryAutomatically: boolean;
  onRetry: () => void;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a remote that throws while rendering inside its own area. React
 * reports the error itself (the root's onCaughtError), so nothing is logged here.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch() {
    if (this.props.retryAutomatically) this.props.onRetry();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.retryAutomatically ? (
      <RemoteSpinner />
    ) : (
      <RemoteLoadFailed onRetry={this.props.onRetry} />
    );
  }
}
