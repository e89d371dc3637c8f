import { AdminRoutes } from './features/organizations/routes/AdminRoutes';
import { registerAdminResources } from './i18n/register';

// The host has initialised i18n before it loads a remote's App.
registerAdminResources();

/** The exposed `./App`: the admin area, under the path the shell mounts it at (`/admin/*`). */
export default function App() {
  return <AdminRoutes />;
}
