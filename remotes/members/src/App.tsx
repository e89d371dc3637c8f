import { MemberRoutes } from './features/members/routes/MemberRoutes';
import { registerMembersResources } from './i18n/register';

// The host has initialised i18n before it loads a remote's App.
registerMembersResources();

/** The exposed `./App`: every members page, under the path the shell mounts it at. */
export default function App() {
  return <MemberRoutes />;
}
