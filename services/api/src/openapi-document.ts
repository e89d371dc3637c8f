// Writes the OpenAPI document the API serves to the file named by the first argument (stdout
// without one), so outside tools such as `redocly lint` can read it with no server running.
// The whole app is built, as the server builds it, on a throwaway in-memory database: the
// document is the one `GET /api/v1/openapi.json` answers, not a copy assembled apart from it.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import type { Identity } from './auth/identity';
import { openDatabase } from './db/database';
import { openApiDocumentPath } from './http/openapi';

/** Nothing is called here: generating the document verifies no token. */
const noIdentity: Identity = {
  verify: () => Promise.reject(new Error('No identity service while writing the document.')),
  remembers: () => false,
  setInternalId: () => Promise.reject(new Error('No identity service.')),
  deleteUser: () => Promise.reject(new Error('No identity service.')),
};

const database = await openDatabase({ pgliteDir: 'memory' });
// The live event hub reads its table as the app starts.
await database.migrate(fileURLToPath(new URL('../drizzle', import.meta.url)));
const app = await buildApp({ database, identity: noIdentity, rateLimits: false, logger: false });
try {
  const response = await app.inject({ url: openApiDocumentPath });
  if (response.statusCode !== 200)
    throw new Error(`${openApiDocumentPath}: ${response.statusCode}`);
  const document = `${JSON.stringify(response.json(), null, 2)}\n`;
  const target = process.argv[2];
  if (target) writeFileSync(target, document);
  else process.stdout.write(document);
} finally {
  await app.close();
  await database.close();
}
