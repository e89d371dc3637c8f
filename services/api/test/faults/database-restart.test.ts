// PostgreSQL restarted under traffic (pg_ctl stop -m fast, then start) on a cluster of the test's
// own: the same API process answers 503 problem+json while the database is away — quickly, for
// requests caught inside a query as for new ones — `/ready` says so, and once the database is back
// both answer 200 again without the API being restarted.
import { apiBasePath, endpoints } from '@care/contracts';
import pg from 'pg';
import { createIdentity } from '../support/identities';
import { eventually, sleep } from '../support/jobs';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { startThrowawayCluster, type ThrowawayCluster } from '../support/throwaway-cluster';

/** A request that takes longer than this counts as hanging. */
const quickMs = 2_000;
/** What fetch waits at most, so a hanging request fails the test instead of stalling it. */
const requestLimitMs = 8_000;

interface Answer {
  what: 'me' | 'ready' | 'in-flight';
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or what went wrong when no answer came. */
  status: number | string;
  problem: { status?: number } | null;
  contentType: string;
}

let cluster: ThrowawayCluster;
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  cluster = await startThrowawayCluster();
  const databaseUrl = await cluster.createDatabase('care');
  server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    // Rate limits stay on (they are in the path of every request), high enough for the traffic.
    RATE_LIMITS: 'anonymous=100000,read=100000,mutation=100000,register=100000',
  });
  await server.untilReady();
  const identity = await createIdentity();
  token = identity.token;
  const registered = await fetch(`${server.url}${apiBasePath}${endpoints.register.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Anna', lastName: 'Nowak', isPolicyAccepted: true }),
  });
  expect(registered.status).toBe(201);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await cluster?.remove();
});

async function call(what: Answer['what']): Promise<Answer> {
  const path = what === 'ready' ? '/ready' : `${apiBasePath}${endpoints.getMe.path}`;
  const startedAt = performance.now();
  try {
    const response = await fetch(`${server.url}${path}`, {
      headers: what === 'ready' ? {} : { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(requestLimitMs),
    });
    const contentType = response.headers.get('content-type') ?? '';
    const body = await response.text();
    return {
      what,
      startedAt,
      endedAt: performance.now(),
      status: response.status,
      contentType,
      problem: contentType.startsWith('application/problem+json') ? JSON.parse(body) : null,
    };
  } catch (error) {
    return {
      what,
      startedAt,
      endedAt: performance.now(),
      status: (error as Error).name === 'TimeoutError' ? 'no answer in time' : String(error),
      contentType: '',
      problem: null,
    };
  }
}

/** Callers that keep asking until told to stop, as browsers and probes would. */
function traffic(callers: Answer['what'][]) {
  const answers: Answer[] = [];
  let running = true;
  const loops = callers.map(async (what) => {
    while (running) {
      answers.push(await call(what));
      await sleep(25);
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const round = (ms: number) => Math.round(ms);

it('answers 503 problem+json while PostgreSQL restarts, and 200 again without its own restart', async () => {
  const pid = server.child.pid;
  const load = traffic(['me', 'me', 'me', 'ready']);
  let locker: pg.Client | undefined;
  try {
    await eventually('answers before the restart', async () => load.answers.length >= 20, 10_000);

    // Requests caught inside a query when the server goes: a lock held by the test keeps three of
    // them waiting in the database (the account look-up) until the shutdown ends their sessions.
    locker = new pg.Client({ connectionString: cluster.url('care') });
    locker.on('error', () => undefined);
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table accounts in access exclusive mode');
    const inFlight = Promise.all([call('in-flight'), call('in-flight'), call('in-flight')]);
    await eventually(
      'requests waiting on the lock',
      async () => {
        const { rows } = await locker!.query(
          `select count(*)::int as waiting from pg_locks
           where relation = 'accounts'::regclass and not granted`,
        );
        // The three of the traffic's callers and these three.
        return rows[0].waiting >= 6;
      },
      10_000,
    );

    const stopAt = performance.now();
    await cluster.stop('fast');
    const stoppedAt = performance.now();
    await sleep(2_500);
    const startAt = performance.now();
    await cluster.start();
    const startedAt = performance.now();
    const recovered = (what: Answer['what']) =>
      eventually(
        `a 200 from ${what} after the restart`,
        async () =>
          load.answers.find(
            (answer) =>
              answer.what === what && answer.startedAt > startedAt && answer.status === 200,
          ),
        20_000,
      );
    const [ready, me] = await Promise.all([recovered('ready'), recovered('me')]);
    await sleep(1_000);
    await load.stop();
    const caught = await inFlight;

    const all = [...load.answers, ...caught];
    const figures = {
      answers: all.length,
      stopMs: round(stoppedAt - stopAt),
      startMs: round(startedAt - startAt),
      firstUnavailableAfterStopMs: round(
        Math.min(
          ...all.filter((answer) => answer.status === 503).map((answer) => answer.endedAt - stopAt),
        ),
      ),
      inFlightAnsweredAfterStopMs: caught.map((answer) => round(answer.endedAt - stopAt)),
      slowestDuringOutageMs: round(
        Math.max(
          ...all
            .filter((answer) => answer.endedAt > stopAt && answer.startedAt < startedAt)
            .map((answer) => answer.endedAt - answer.startedAt),
        ),
      ),
      readyRecoveredAfterStartMs: round(ready.endedAt - startedAt),
      requestsRecoveredAfterStartMs: round(me.endedAt - startedAt),
    };
    console.info(`database restart under traffic: ${JSON.stringify(figures)}`);

    // Never a 500 nor a request left without an answer: 200 or 503, and every 503 is a problem.
    expect(all.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    for (const answer of all.filter(({ status }) => status === 503)) {
      expect(answer.contentType).toMatch(/^application\/problem\+json/);
      expect(answer.problem).toMatchObject({ status: 503 });
    }
    // The requests inside a query when the sessions ended answer at once: 503, or 200 when the
    // shutdown let their query finish first (it ends the lock holder's session too).
    for (const answer of caught) expect([200, 503]).toContain(answer.status);
    for (const answer of caught) expect(answer.endedAt - stopAt).toBeLessThan(quickMs);
    // While the database is away, every request and /ready say so, quickly.
    const away = all.filter((answer) => answer.startedAt > stoppedAt && answer.endedAt < startAt);
    expect(new Set(away.map((answer) => answer.what))).toEqual(new Set(['me', 'ready']));
    expect(away.every((answer) => answer.status === 503)).toBe(true);
    expect(figures.slowestDuringOutageMs).toBeLessThan(quickMs);
    // Back: the same process answers 200 to everything asked once the database was up again.
    const after = all.filter((answer) => answer.startedAt > Math.max(ready.endedAt, me.endedAt));
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((answer) => answer.status === 200)).toBe(true);
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- API stderr ---\n${server.stderr()}`, {
      cause: error,
    });
  } finally {
    await load.stop();
    await locker?.end().catch(() => undefined);
  }
}, 60_000);
