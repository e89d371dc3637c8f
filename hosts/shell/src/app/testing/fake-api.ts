import { apiBasePath } from '@care/contracts';
import { configurePlatform } from '@care/platform';

const API_ORIGIN = 'http://api.test';

export type FakeAnswer = { status: number; body?: unknown };
export type FakeRoutes = Record<string, FakeAnswer | (() => FakeAnswer)>;

/**
 * Replaces the network under the API client: `fetch` answers from a table
 * keyed by `METHOD /path` (under /api/v1), everything else in the app is real.
 */
export function installFakeApi(routes: FakeRoutes) {
  const requests: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname.slice(apiBasePath.length)}`;
    requests.push(key);
    const route = routes[key];
    const answer =
      typeof route === 'function' ? route() : (route ?? { status: 404, body: notFound });
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, {
      status: answer.status,
      headers: {
        'Content-Type': answer.status < 400 ? 'application/json' : 'application/problem+json',
      },
    });
  }) as typeof fetch;
  configurePlatform({
    apiBaseUrl: `${API_ORIGIN}${apiBasePath}`,
    getIdToken: async () => 'test-token',
  });
  return {
    requests,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

const notFound = { type: 'not-found', title: 'Not Found', status: 404 };

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
export const problem = (status: number, type = 'error'): FakeAnswer => ({
  status,
  body: { type, title: type, status },
});
