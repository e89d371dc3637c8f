/// <reference types="@testing-library/jest-dom" />
import { i18n, LOCALE_STORAGE_KEY } from '@care/i18n';
import { SESSION_HINT_STORAGE_KEY } from '@care/platform/session-hint';
import { useQueryClient } from '@care/platform/query';
import { act, screen, waitFor } from '@testing-library/react';
import { onIdTokenChanged } from 'firebase/auth';
import { createRoot, type Root } from 'react-dom/client';
import { useRuntimeConfig } from '../providers/runtime-config-context';
import { startHost } from './start-host';

// The identity SDK is a boundary we do not own.
jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({})),
  connectAuthEmulator: jest.fn(),
  onIdTokenChanged: jest.fn(() => () => undefined),
}));

const runtimeConfig = {
  apiBaseUrl: '/api/v1',
  firebase: { apiKey: 'demo-key', authDomain: 'demo-care.firebaseapp.com', projectId: 'demo-care' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
  remotes: {},
};

let root: Root;
const originalFetch = globalThis.fetch;
beforeEach(() => {
  localStorage.clear();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  globalThis.fetch = originalFetch;
  jest.restoreAllMocks();
});

const serveConfig = (response: () => Response) => {
  globalThis.fetch = jest.fn(async () => response()) as typeof fetch;
};

/** A page that shows what the providers around it hand it. */
function Probe() {
  const config = useRuntimeConfig();
  const queryClient = useQueryClient();
  return (
    <h1>
      API at {config?.apiBaseUrl}, {queryClient ? 'one query client' : 'no query client'}
    </h1>
  );
}

describe('host start', () => {
  it('renders the page inside the panel providers, then connects the identity service', async () => {
    serveConfig(() => Response.json(runtimeConfig));
    const render = jest.fn(() => <Probe />);

    await act(() => startHost(root, { render }));

    expect(
      screen.getByRole('heading', { name: 'API at /api/v1, one query client' }),
    ).toBeInTheDocument();
    expect(render).toHaveBeenCalledWith(
      expect.objectContaining({ config: expect.objectContaining(runtimeConfig) }),
    );
    expect(globalThis.fetch).toHaveBeenCalledWith('/config.json', expect.anything());
    await waitFor(() => expect(onIdTokenChanged).toHaveBeenCalledTimes(1));
  });

  it('shows a translated error page, not the page, when the config is not valid', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveConfig(() => Response.json({ apiBaseUrl: '/api/v1' }));
    const render = jest.fn(() => <Probe />);

    await act(() => startHost(root, { render }));

    expect(
      screen.getByRole('heading', { name: 'Nie udało się uruchomić panelu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
    expect(render).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  describe('on a page the browser prepares ahead', () => {
    let prepared = true;
    beforeEach(() => {
      prepared = true;
      Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prepared });
      jest.mocked(onIdTokenChanged).mockClear();
    });
    afterEach(async () => {
      Reflect.deleteProperty(document, 'prerendering');
      await act(() => i18n.changeLanguage('pl'));
    });

    it('boots and renders unseen, and starts the session of whoever signed in meanwhile once shown', async () => {
      serveConfig(() => Response.json(runtimeConfig));
      const onSignedInStart = jest.fn();
      let started: Promise<void> | undefined;

      await act(async () => {
        started = startHost(root, { render: () => <Probe />, onSignedInStart });
      });
      expect(
        await screen.findByRole('heading', { name: 'API at /api/v1, one query client' }),
      ).toBeInTheDocument();
      expect(onIdTokenChanged).not.toHaveBeenCalled();
      expect(onSignedInStart).not.toHaveBeenCalled();

      // On the page that asked for this one, the person switches to English and signs in.
      localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US');
      localStorage.setItem(SESSION_HINT_STORAGE_KEY, '1');
      prepared = false;
      await act(async () => {
        document.dispatchEvent(new Event('prerenderingchange'));
        await started;
      });

      expect(onIdTokenChanged).toHaveBeenCalledTimes(1);
      expect(onSignedInStart).toHaveBeenCalledWith(
        expect.objectContaining({ config: expect.objectContaining(runtimeConfig) }),
      );
      expect(document.documentElement.lang).toBe('en');
    });
  });
});
