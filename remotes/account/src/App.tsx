import { AccountRoutes } from './AccountRoutes';
import { registerAccountResources } from './i18n/register';

// The host has initialised i18n before it loads a remote's App.
registerAccountResources();

/** The exposed `./App`: invitations, profile and settings, wherever the shell mounts it. */
export default function App() {
  return <AccountRoutes />;
}
