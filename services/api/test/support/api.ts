import { apiBasePath, buildPath, type EndpointName, endpoints } from '@care/contracts';
import { deleteApp } from 'firebase-admin/app';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../../src/app';
import { firebaseIdentity } from '../../src/auth/identity';
import type { Database, DatabaseHandle } from '../../src/db/database';
import { type DatabaseKind, openTestDatabase } from './database';
import { testAuth, uniqueEmail } from './identities';

export interface CallOptions {
  /** A bearer token; omitted means no Authorization header. */
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApi {
  kind: DatabaseKind;
  app: FastifyInstance;
  database: DatabaseHandle;
  db: Database;
  /** Registering with this email makes an admin. */
  adminEmail: string;
  /** Calls an endpoint of the contracts table, the way the browser's api client does. */
  call(name: EndpointName, options?: CallOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestApi(
  kind: DatabaseKind,
  options: Partial<AppOptions> = {},
): Promise<TestApi> {
  const opened = await openTestDatabase(kind);
  // Tests may close the database early (to see /ready fail); closing twice must not throw.
  let closing: Promise<void> | undefined;
  const database: DatabaseHandle = { ...opened, close: () => (closing ??= opened.close()) };
  const adminEmail = uniqueEmail('admin');
  const app = await buildApp({
    database,
    identity: firebaseIdentity(testAuth()),
    adminEmails: [adminEmail],
    rateLimitPerMinute: false,
    logger: false,
    ...options,
  });
  return {
    kind,
    app,
    database,
    db: database.db,
    adminEmail,
    call(name, { token, params, query, body, headers } = {}) {
      const endpoint = endpoints[name];
      return app.inject({
        method: endpoint.method,
        url: `${apiBasePath}${buildPath(endpoint.path, params)}`,
        ...(query
          ? {
              query: Object.fromEntries(
                Object.entries(query).map(([key, value]) => [key, String(value)]),
              ),
            }
          : {}),
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      });
    },
    async close() {
      await app.close();
      await database.close();
      // firebase-admin keeps emulator connections alive; let the worker exit.
      await deleteApp(testAuth().app);
    },
  };
}
