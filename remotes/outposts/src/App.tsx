import { OutpostRoutes } from './features/outposts/routes/OutpostRoutes';
import { registerOutpostsResources } from './i18n/register';

// The host has initialised i18n before it loads a remote's App.
registerOutpostsResources();

/** The exposed `./App`: every outposts page, under the path the shell mounts it at. */
export default function App() {
  return <OutpostRoutes />;
}
