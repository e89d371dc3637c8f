/// <reference types="@testing-library/jest-dom" />
import { act, screen } from '@testing-library/react';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { createRoot, type Root } from 'react-dom/client';
import { startShell } from './start-shell';

// Boundaries we do not own: the federation runtime and the identity SDK.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({})),
  connectAuthEmulator: jest.fn(),
  onIdTokenChanged: jest.fn(),
}));

const runtimeConfig = {
  apiBaseUrl: '/api/v1',
  firebase: { apiKey: 'demo-key', authDomain: 'demo-care.firebaseapp.com', projectId: 'demo-care' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
  remotes: { tags: 'http://localhost:3103/mf-manifest.json' },
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

describe('shell start', () => {
  it.each([
    ['the server fails', () => new Response('unavailable', { status: 503 })],
    ['the config is not valid', () => Response.json({ apiBaseUrl: '/api/v1' })],
    ['the answer is not JSON', () => new Response('<html></html>', { status: 200 })],
  ])('shows a translated error page, never a blank one, when %s', async (_case, response) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveConfig(response);

    await act(() => startShell(root));

    expect(
      screen.getByRole('heading', { name: 'Nie udało się uruchomić panelu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('starts in Polish on the login page for a visitor without a session', async () => {
    serveConfig(() => Response.json(runtimeConfig));
    jest.mocked(onIdTokenChanged).mockImplementation(((
      _auth: unknown,
      listener: (user: User | null) => void,
    ) => {
      listener(null);
      return () => undefined;
    }) as unknown as typeof onIdTokenChanged);

    await act(() => startShell(root));

    expect(await screen.findByRole('heading', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/login');
    expect(document.documentElement.lang).toBe('pl');
  });
});
