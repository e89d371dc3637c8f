import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { runtimeConfigSchema, SIGN_IN_PAGES_DIR, type RuntimeConfig } from '@care/contracts';
import type { AppName } from './apps';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { inlineScriptSourcesOfApp, PANEL_PAGE } from './app-inline-scripts';
import { contentSecurityPolicy } from './content-security-policy';
import { findSignInPages } from './sign-in-pages';

export interface StaticServerOptions {
  app: AppName;
  /** The app's build output (its `dist`). */
  dir: string;
  port: number;
  host?: string;
  /** Answered at `GET /config.json`; validated before the server starts. */
  runtimeConfig?: RuntimeConfig;
  /** Where `/api/*` is forwarded, keeping the API same-origin for the page. */
  apiProxyTarget?: string;
  logger?: boolean;
}

/** Build metadata for scripts/bundle-check.mjs, not for browsers. */
const privateFiles = new Set(['/stats.json', `/${SIGN_IN_PAGES_DIR}/stats.json`]);

/** Builds the server without listening (tests use `inject`). */
export async function buildStaticServer(
  options: Omit<StaticServerOptions, 'port' | 'host'>,
): Promise<FastifyInstance> {
  const { app: appName, dir, apiProxyTarget } = options;
  const runtimeConfig = options.runtimeConfig && runtimeConfigSchema.parse(options.runtimeConfig);
  const remote = appName !== 'shell';
  // A build without the sign-in bundle (tests, older builds) serves the panel there too.
  const signInPages = remote ? undefined : findSignInPages(dir);
  const app = Fastify({ logger: options.logger ?? false });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(
        runtimeConfig,
        inlineScriptSourcesOfApp(appName, dir, signInPages),
      ),
    },
    // The shell loads a remote's scripts from another origin.
    crossOriginResourcePolicy: { policy: remote ? 'cross-origin' : 'same-origin' },
    // Firebase sign-in with Google or Apple opens a popup that reports back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  if (remote) await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD'] });
  await app.register(fastifyCompress, {
    global: true,
    // Fast brotli levels: files are compressed per request.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  if (runtimeConfig) {
    // Revalidated like the other files whose name never changes (the nginx images serve it so too).
    app.get('/config.json', (_request, reply) =>
      reply.header('Cache-Control', REVALIDATE).send(runtimeConfig),
    );
  }
  if (apiProxyTarget) {
    await app.register(fastifyHttpProxy, {
      upstream: apiProxyTarget,
      prefix: '/api',
      rewritePrefix: '/api',
    });
  }

  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    allowedPath: (pathName) => !privateFiles.has(pathName),
  });

  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    // A path without an extension is a client-side route of the SPA; a missing
    // file (`/x.js`) must stay a 404, or the browser would run HTML as a script.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (isPage && !pathname.startsWith('/api/')) {
      const page = signInPages?.fileByPath.get(pathname) ?? PANEL_PAGE;
      return reply.header('Cache-Control', REVALIDATE).sendFile(page);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}

/** Starts the server; close it with `await server.close()`. */
export async function startStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const app = await buildStaticServer(options);
  await app.listen({ port: options.port, host: options.host ?? 'localhost' });
  return app;
}
