import { PanelProviders } from '@care/host-kit';
import { initI18n, setLanguage, type Language } from '@care/i18n';
import { createQueryClient } from '@care/platform';
import type { QueryClient } from '@care/platform/query';
import { createMemoryRouter, RouterProvider, useLocation } from '@care/platform/router';
import { toaster } from '@care/ui';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { stubApi, type ApiStub } from './api/stub-api';

// The toast queue is a page-wide singleton: without this, one test's toasts would show in the next.
if (typeof afterEach === 'function') afterEach(() => act(() => toaster.remove()));

export interface RenderRemoteOptions {
  /** Where the shell mounts the remote: a pattern of `routePatterns`, e.g. `routePatterns.tags`. */
  mountPath: string;
  /** The URL the page opens at. */
  url: string;
  /** Gives the API's answers before the remote renders (and asks for anything). */
  api?: (api: ApiStub) => void;
  language?: Language;
}

export type RenderedRemote = RenderResult & {
  api: ApiStub;
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
};

/** Where the router is, as a status the test can read: `getByRole('status', { name: 'Current path' })`. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}

/**
 * Renders a remote's App as the shell mounts it: inside the shell's providers (host kit), under
 * its mount path in an in-memory data router, with the API stubbed at the HTTP boundary. Returns
 * the stub (its recorded requests) and a user-event instance.
 */
export async function renderRemote(
  App: ComponentType,
  { mountPath, url, api: answer, language = 'en' }: RenderRemoteOptions,
): Promise<RenderedRemote> {
  initI18n();
  await setLanguage(language);
  const api = stubApi();
  answer?.(api);
  const queryClient = createQueryClient();
  // No retries: a failure shows at once, as the user would see it after the retries.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter(
    [
      {
        path: `${mountPath}/*`,
        element: (
          <>
            <App />
            <CurrentPath />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = await act(async () =>
    render(
      <PanelProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </PanelProviders>,
    ),
  );
  return { ...view, api, user, router, queryClient };
}
