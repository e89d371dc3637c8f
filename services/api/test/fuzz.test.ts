// Every endpoint of the contracts table, fuzzed from its zod schemas as a caller who passes its
// access check (so requests reach validation): odd and invalid params, queries and bodies, wrong
// media types, a 1 MB string, deep nesting, malformed JSON, invalid UTF-8. Whatever is sent, the
// answer is never a 5xx, every 4xx is problem+json, and a 4xx leaves the database as it was.
// Bounded here (a fixed seed and count); `pnpm fuzz` runs longer (FUZZ_RUNS, FUZZ_SEED).
import { type EndpointName, endpoints } from '@care/contracts';
import fc from 'fast-check';
import { startTestApi, type TestApi } from './support/api';
import { databaseKinds } from './support/database';
import { type EndpointTarget, type FuzzRequest, fuzzRequests } from './support/fuzz/requests';
import { changedTables, type DatabaseSnapshot, snapshotter } from './support/snapshot';
import { type FuzzWorld, fuzzWorld } from './support/fuzz/world';

const seed =
  process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 17);
/** Requests per endpoint. */
const numRuns = Number(process.env.FUZZ_RUNS ?? 4);
// Both databases when asked (and reachable); PGlite alone keeps the CI run short.
const kinds = process.env.FUZZ_DATABASES === 'all' ? databaseKinds : (['pglite'] as const);

const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

describe.each(kinds)('fuzzing every endpoint on %s', (kind) => {
  let api: TestApi;
  let world: FuzzWorld;
  let snapshot: () => Promise<DatabaseSnapshot>;
  let last: DatabaseSnapshot;

  beforeAll(async () => {
    // An event stream that opens never ends under inject: every stream is refused (429) once
    // its request is valid, so the stream's validation is still fuzzed. Old live events are
    // not pruned during the run: that would be a write no request made.
    api = await startTestApi(kind, { live: { streamsPerAccount: 0, pruneEveryMs: 2 ** 31 - 1 } });
    world = await fuzzWorld(api);
    snapshot = await snapshotter(api.db);
    last = await snapshot();
    if (process.env.FUZZ_SEED === 'random') console.info(`FUZZ_SEED=${seed}, FUZZ_RUNS=${numRuns}`);
  });

  afterAll(() => api.close());

  /** Sends one request; answers what is wrong with its answer, if anything. */
  async function problemWith(request: FuzzRequest): Promise<string | null> {
    const response = await api.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const status = response.statusCode;
    const what = `${request.label}: ${request.method} ${excerpt(request.url)} → ${status} ${excerpt(response.body)}`;
    if (status < 400) {
      last = await snapshot();
      return status >= 500 ? what : null;
    }
    if (status >= 500) return what;
    if (!String(response.headers['content-type']).startsWith('application/problem+json'))
      return `${what} (content type ${String(response.headers['content-type'])})`;
    const after = await snapshot();
    const changed = changedTables(last, after);
    last = after;
    return changed.length ? `${what} (changed: ${changed.join(', ')})` : null;
  }

  const names = Object.keys(endpoints) as EndpointName[];

  it.each(names)(
    '%s answers hostile and generated requests cleanly',
    async (name) => {
      const endpoint = endpoints[name];
      const target: EndpointTarget = {
        name,
        endpoint,
        ids: world.ids,
        token: world.tokens[endpoint.access],
      };
      await fc.assert(
        fc.asyncProperty(fuzzRequests(target), async (request) => {
          const problem = await problemWith(request);
          if (problem) throw new Error(`${problem} (FUZZ_SEED=${seed})`);
        }),
        // No shrinking: each request changes the database the next one meets, so a shrunk case
        // would not be the same case; the seed and the failing request are reported instead.
        { seed, numRuns, endOnFailure: true },
      );
    },
    Math.max(60_000, numRuns * 3_000),
  );
});
