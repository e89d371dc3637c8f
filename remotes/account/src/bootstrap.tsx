import { startStandalone } from '@care/host-kit/standalone';
import { routePatterns } from '@care/platform';
import App from './App';

// Alone (its dev server or `care-serve account`), this remote runs in the minimal host, at the
// paths the shell mounts it at.
void startStandalone({
  App,
  mountPath: [routePatterns.invitations, routePatterns.profile, routePatterns.settings],
});
