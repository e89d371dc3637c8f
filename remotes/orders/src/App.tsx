import { OrderRoutes } from './features/orders/routes/OrderRoutes';
import { registerOrdersResources } from './i18n/register';

// The host has initialised i18n before it loads a remote's App.
registerOrdersResources();

/** The exposed `./App`: every orders page, under the path the shell mounts it at. */
export default function App() {
  return <OrderRoutes />;
}
