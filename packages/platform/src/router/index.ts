/**
 * The routing API the apps use, as the `@care/platform/router` entry point.
 *
 * react-router is not a federation shared module of its own: shared whole it
 * ships every export (~60 KB gzip) to the first page. Bundled here, it keeps
 * only what is listed, and the router context is still one per page because
 * this entry point is a shared singleton. Add an export here when an app
 * needs one; apps never import react-router themselves (eslint enforces it).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  createMemoryRouter,
  matchPath,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
} from 'react-router';
export type { Blocker, RouteObject } from 'react-router';
