import { TagRoutes } from './features/tags/routes/TagRoutes';
import { registerTagsResources } from './i18n/register';

// The host has initialised i18n before it loads a remote's App.
registerTagsResources();

/** The exposed `./App`: every tags page, under the path the shell mounts it at. */
export default function App() {
  return <TagRoutes />;
}
