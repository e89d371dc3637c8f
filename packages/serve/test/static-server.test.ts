import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  SIGN_IN_PAGES_DIR,
  SIGN_IN_PAGES_HTML,
  prerenderedSignInPageHtml,
  signInPagePaths,
  type RuntimeConfig,
} from '@care/contracts';
import {
  cacheExpectations,
  defaultRuntimeConfig,
  startStaticServer,
  type StaticServerOptions,
} from '../src';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

let dist: string;
const servers: Array<{ close(): Promise<unknown> }> = [];

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'care-serve-'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(dist, 'main.0123abcd.js'), 'console.log("main");'.repeat(200));
  await fs.writeFile(path.join(dist, 'remoteEntry.js'), 'var tags;');
  await fs.writeFile(path.join(dist, 'mf-manifest.json'), '{}');
  await fs.writeFile(path.join(dist, 'stats.json'), '{}');
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

afterAll(async () => {
  await fs.rm(dist, { recursive: true, force: true });
});

async function serve(options: Partial<Omit<StaticServerOptions, 'port'>> = {}) {
  const server: FastifyInstance = await startStaticServer({
    app: 'shell',
    dir: dist,
    port: 0,
    host: '127.0.0.1',
    runtimeConfig: defaultRuntimeConfig({}),
    ...options,
  });
  servers.push(server);
  const { port } = server.server.address() as AddressInfo;
  // Each body is read in full, so no connection is left busy when the server closes.
  return async (pathname: string, init?: RequestInit) => {
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`, init);
    const body = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body,
      json: () => JSON.parse(body),
    };
  };
}

describe('the shell server', () => {
  it('answers /config.json with the runtime config, revalidated at every load', async () => {
    const config: RuntimeConfig = {
      ...defaultRuntimeConfig({}),
      remotes: { tags: 'https://tags.example.org/mf-manifest.json' },
    };
    const get = await serve({ runtimeConfig: config });

    const response = await get('/config.json');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(config)));
  });

  it('refuses to start with a runtime config that breaks the contract', async () => {
    const invalid = { ...defaultRuntimeConfig({}), apiBaseUrl: '' };

    await expect(serve({ runtimeConfig: invalid })).rejects.toThrow(/apiBaseUrl/);
  });

  it('serves index.html for client-side routes, revalidated on every visit', async () => {
    const get = await serve();

    for (const route of ['/', '/organization/1b9d6bcd/tags', '/auth/login']) {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  describe('with the sign-in pages built beside the panel', () => {
    const SIGN_IN_HTML = '<!doctype html><html><body><div id="root">sign-in</div></body></html>';
    let withSignIn: string;

    beforeAll(async () => {
      withSignIn = await fs.mkdtemp(path.join(os.tmpdir(), 'care-serve-sign-in-'));
      await fs.cp(dist, withSignIn, { recursive: true });
      await fs.mkdir(path.join(withSignIn, SIGN_IN_PAGES_DIR));
      await fs.writeFile(path.join(withSignIn, SIGN_IN_PAGES_HTML), SIGN_IN_HTML);
      await fs.writeFile(path.join(withSignIn, SIGN_IN_PAGES_DIR, 'stats.json'), '{}');
    });

    afterAll(() => fs.rm(withSignIn, { recursive: true, force: true }));

    it('answers a sign-in page opened directly with the light bundle', async () => {
      const get = await serve({ dir: withSignIn });

      for (const route of Object.values(signInPagePaths)) {
        const response = await get(route);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.body).toBe(SIGN_IN_HTML);
      }
    });

    it('answers every other page, the other /auth pages too, with the panel', async () => {
      const get = await serve({ dir: withSignIn });

      for (const route of ['/', '/auth/access-denied', '/auth/login/extra', '/account/register']) {
        expect((await get(route)).body).toBe(INDEX_HTML);
      }
    });

    it('answers a page rendered at build time with its file, allowing its inline script only', async () => {
      const script = 'document.documentElement.lang = "pl";';
      const prerendered =
        '<!doctype html><html><head><script src="/sign-in/main.js"></script></head><body>' +
        `<div id="root"><h1>Zaloguj się</h1></div><script id="last">${script}</script></body></html>`;
      const withPrerender = await fs.mkdtemp(path.join(os.tmpdir(), 'care-serve-prerendered-'));
      try {
        await fs.cp(withSignIn, withPrerender, { recursive: true });
        const file = path.join(withPrerender, prerenderedSignInPageHtml(signInPagePaths.login));
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, prerendered);
        const get = await serve({ dir: withPrerender });

        const login = await get(signInPagePaths.login);
        const register = await get(signInPagePaths.register);

        expect(login.body).toBe(prerendered);
        expect(login.headers.get('cache-control')).toBe('no-cache');
        expect(register.body).toBe(SIGN_IN_HTML);
        const hash = createHash('sha256').update(script).digest('base64');
        const scriptSrc = (login.headers.get('content-security-policy') ?? '')
          .split(';')
          .find((directive) => directive.trim().startsWith('script-src'));
        expect(scriptSrc?.match(/'sha256-[^']+'/g)).toEqual([`'sha256-${hash}'`]);
        expect(scriptSrc).not.toContain('unsafe-inline');
      } finally {
        await fs.rm(withPrerender, { recursive: true, force: true });
      }
    });

    it('does not publish the sign-in build stats', async () => {
      const get = await serve({ dir: withSignIn });

      expect((await get(`/${SIGN_IN_PAGES_DIR}/stats.json`)).status).toBe(404);
    });
  });

  it("allows the panel page's own inline script, which starts its bundle, and no other", async () => {
    const script = 'document.head.append(document.createElement("script"));';
    const gated = await fs.mkdtemp(path.join(os.tmpdir(), 'care-serve-panel-'));
    try {
      await fs.writeFile(
        path.join(gated, 'index.html'),
        `<!doctype html><html><head><script>${script}</script></head><body></body></html>`,
      );
      const get = await serve({ dir: gated });

      const scriptSrc = ((await get('/')).headers.get('content-security-policy') ?? '')
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'));
      const hash = createHash('sha256').update(script).digest('base64');
      expect(scriptSrc?.match(/'sha256-[^']+'/g)).toEqual([`'sha256-${hash}'`]);
      expect(scriptSrc).not.toContain('unsafe-inline');
    } finally {
      await fs.rm(gated, { recursive: true, force: true });
    }
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const get = await serve();

    const response = await get('/x.js');

    expect(response.status).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('caches content-hashed files for a year and revalidates the federation entry files', async () => {
    const get = await serve();

    const chunk = await get('/main.0123abcd.js');
    const manifest = await get('/mf-manifest.json');

    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-encoding')).toBe('gzip');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not publish the build stats', async () => {
    const get = await serve();

    expect((await get('/stats.json')).status).toBe(404);
  });

  it('forwards /api to the API, keeping path, query and body', async () => {
    const upstream = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ method: request.method, url: request.url, body }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    servers.push({ close: () => new Promise((resolve) => upstream.close(resolve)) });
    const { port } = upstream.address() as AddressInfo;
    const get = await serve({ apiProxyTarget: `http://127.0.0.1:${port}` });

    const response = await get('/api/v1/tags?page=2', { method: 'POST', body: '{"name":"a"}' });

    expect(response.status).toBe(200);
    expect(response.json()).toEqual({
      method: 'POST',
      url: '/api/v1/tags?page=2',
      body: '{"name":"a"}',
    });
  });

  it('sends a CSP without inline scripts that allows the remotes and the identity service', async () => {
    const get = await serve();

    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc =
      csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    const connectSrc =
      csp.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? '';

    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain('http://localhost:3103');
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(connectSrc).toContain('http://127.0.0.1:9099');
    expect(connectSrc).toContain('http://localhost:3101');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('a remote server', () => {
  it('lets any origin GET its manifest and scripts', async () => {
    const get = await serve({ app: 'tags' });

    const manifest = await get('/mf-manifest.json', {
      headers: { Origin: 'http://localhost:3000' },
    });
    const entry = await get('/remoteEntry.js', {
      headers: { Origin: 'https://panel.example.org' },
    });

    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
  });
});

describe.each(['shell', 'tags'] as const)('the %s server', (app) => {
  it('answers the cache headers every static server of the composition answers', async () => {
    const get = await serve({ app });
    const expectations = cacheExpectations(app, dist);

    const answered = await Promise.all(
      expectations.map(async ({ what, path: pathname }) => {
        const response = await get(pathname);
        return {
          what,
          status: response.status,
          cacheControl: response.headers.get('cache-control'),
        };
      }),
    );

    expect(answered).toEqual(
      expectations.map(({ what, cacheControl }) => ({ what, status: 200, cacheControl })),
    );
  });
});

describe('defaultRuntimeConfig', () => {
  it('points every remote at its local port unless the environment moves it', () => {
    const config = defaultRuntimeConfig({
      REMOTE_TAGS_URL: 'https://cdn.example.org/tags/mf-manifest.json',
    });

    expect(config.remotes).toEqual({
      members: 'http://localhost:3101/mf-manifest.json',
      orders: 'http://localhost:3102/mf-manifest.json',
      tags: 'https://cdn.example.org/tags/mf-manifest.json',
      documents: 'http://localhost:3104/mf-manifest.json',
      outposts: 'http://localhost:3105/mf-manifest.json',
      admin: 'http://localhost:3106/mf-manifest.json',
      account: 'http://localhost:3107/mf-manifest.json',
    });
    expect(config.apiBaseUrl).toBe('/api/v1');
    expect(config.firebase).toEqual({
      apiKey: 'demo-key',
      authDomain: 'demo-care.firebaseapp.com',
      projectId: 'demo-care',
    });
    expect(config.authEmulatorUrl).toBe('http://127.0.0.1:9099');
  });

  it('leaves the auth emulator out when the environment empties it', () => {
    expect(defaultRuntimeConfig({ AUTH_EMULATOR_URL: '' }).authEmulatorUrl).toBeUndefined();
  });
});
