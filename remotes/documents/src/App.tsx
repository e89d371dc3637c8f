import { DocumentRoutes } from './features/documents/routes/DocumentRoutes';
import { registerDocumentsResources } from './i18n/register';

// The host has initialised i18n before it loads a remote's App.
registerDocumentsResources();

/** The exposed `./App`: every documents page, under the path the shell mounts it at. */
export default function App() {
  return <DocumentRoutes />;
}
