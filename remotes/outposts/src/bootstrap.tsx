import { startStandalone } from '@care/host-kit/standalone';
import { routePatterns } from '@care/platform';
import App from './App';

// Alone (its dev server or `care-serve outposts`), this remote runs in the minimal host, at the
// path the shell mounts it at.
void startStandalone({ App, mountPath: routePatterns.outposts });
