import { i18n, initI18n } from '@care/i18n';
import { configurePlatform } from '@care/platform';
import { UiProvider, toaster } from '@care/ui';
import { Toaster } from '@care/ui/toaster';
import { QueryClient, QueryClientProvider } from '@care/platform/query';
import { act, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@care/platform/router';
import App from '../../../App';
import { API_BASE_URL, stubApi, type ApiStub } from './api-stub';

export const ORGANIZATION_ID = '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
export const tagsPath = (suffix = '') => `/organization/${ORGANIZATION_ID}/tags${suffix}`;
export const tagsApiPath = (suffix = '') =>
  `/operator/organization/${ORGANIZATION_ID}/tag${suffix}`;

/** Once per test file: English UI and the platform pointed at the stubbed API. */
export async function setUpTagsApp() {
  initI18n();
  await i18n.changeLanguage('en');
  configurePlatform({ apiBaseUrl: API_BASE_URL, getIdToken: async () => 'test-token' });
}

// The toast queue is a page-wide singleton: without this, one test's toasts would show in the next.
afterEach(() => act(() => toaster.remove()));

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname}</output>;
}

/** Renders the remote as the shell mounts it, at `path`, with `api` answering its calls. */
export function renderTagsApp(path: string, configure: (api: ApiStub) => void) {
  const api = stubApi();
  configure(api);
  global.fetch = api.fetch;
  // No retries: a failure should show at once, as the user would see it after the retries.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/organization/:id/tags/*" element={<App />} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { api, user };
}
