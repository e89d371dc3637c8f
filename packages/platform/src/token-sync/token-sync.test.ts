import type { User } from 'firebase/auth';

// The identity SDK is a boundary we do not own: its token listener is captured and driven here.
type TokenListener = (user: User | null) => Promise<void>;
const mockIdentity = { listeners: [] as TokenListener[] };
jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({})),
  connectAuthEmulator: jest.fn(),
  onIdTokenChanged: jest.fn((_auth: unknown, listener: TokenListener) => {
    mockIdentity.listeners.push(listener);
    return () => undefined;
  }),
}));

const userWithToken = (token: string) => ({ getIdToken: async () => token }) as unknown as User;

let requests: { method: string; url: string; authorization: string | null }[];

/** A fresh page with the identity SDK started; `secure` is the page's secure-context flag. */
async function loadPage({ secure = true } = {}) {
  jest.resetModules();
  mockIdentity.listeners = [];
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
  const [{ startTokenSync }, { initFirebase }] = await Promise.all([
    import('./token-sync'),
    import('../auth/firebase'),
  ]);
  void initFirebase({
    firebase: { apiKey: 'key', authDomain: 'demo-care.firebaseapp.com', projectId: 'demo-care' },
  });
  /** What the identity SDK reports: a user's token after sign-in or refresh, null on sign-out. */
  const identityReports = async (user: User | null) => {
    for (const listener of mockIdentity.listeners) await listener(user);
  };
  return { startTokenSync, identityReports };
}

beforeEach(() => {
  requests = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization'),
    });
    return new Response(null, { status: 204 });
  }) as typeof fetch;
});

describe('token sync', () => {
  it('posts the ID token after sign-in and after each refresh, and deletes on sign-out', async () => {
    const { startTokenSync, identityReports } = await loadPage();
    await startTokenSync('/api/v1/session');

    await identityReports(userWithToken('token-1'));
    await identityReports(userWithToken('token-1'));
    await identityReports(userWithToken('token-2'));
    await identityReports(null);

    const url = `${window.location.origin}/api/v1/session`;
    expect(requests).toEqual([
      { method: 'POST', url, authorization: 'Bearer token-1' },
      { method: 'POST', url, authorization: 'Bearer token-2' },
      { method: 'DELETE', url, authorization: null },
    ]);
  });

  it('listens once however often it is started', async () => {
    const { startTokenSync, identityReports } = await loadPage();
    await startTokenSync('/api/v1/session');
    await startTokenSync('/api/v1/session');
    await identityReports(userWithToken('token-1'));
    expect(requests).toHaveLength(1);
  });

  it('sends nothing when no URL is configured', async () => {
    const { startTokenSync, identityReports } = await loadPage();
    await startTokenSync(undefined);
    await identityReports(userWithToken('token-1'));
    await identityReports(null);
    expect(requests).toEqual([]);
  });

  it('sends nothing outside a secure context', async () => {
    const { startTokenSync, identityReports } = await loadPage({ secure: false });
    await startTokenSync('/api/v1/session');
    await identityReports(userWithToken('token-1'));
    expect(requests).toEqual([]);
  });

  it('sends nothing to another origin, and tells the developer why', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { startTokenSync, identityReports } = await loadPage();
    await startTokenSync('https://elsewhere.test/session');
    await identityReports(userWithToken('token-1'));
    expect(requests).toEqual([]);
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('not on this page'));
    errorLog.mockRestore();
  });
});
