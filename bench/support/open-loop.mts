// An open-model load: requests arrive at a fixed mean rate, at random moments (a Poisson process,
// as independent people's clicks do), whatever the server's answers are doing. Each arrival is
// served by one of a fixed set of virtual users that has nothing in flight, over a pool of
// keep-alive connections; when all of them are busy, the arrival waits for the first one free.
// Its latency is counted from the moment it arrived, so time spent waiting for a busy server
// shows in the figures instead of slowing the arrivals down (a closed loop, where each
// connection sends its next request only once answered, cannot measure a latency below
// saturation: it always runs at it). autocannon's own rate option sends each second's quota in
// a burst at the start of the second, which measures the burst. Given several servers (replicas
// of one API), the arrivals go to each in turn, as a round-robin load balancer sends them.
import { Agent, type OutgoingHttpHeaders, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface OutgoingRequest {
  method: string;
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string;
}

/** One person's sequence of requests: the next one, and what to do with its answer. */
export interface VirtualUser {
  next(): {
    request: OutgoingRequest;
    answered(status: number, body: string, headers: Record<string, string>): void;
  };
}

export interface OpenLoopOptions {
  /** One server, or several taking the arrivals in turn. */
  url: string | string[];
  users: VirtualUser[];
  /** Mean arrivals a second. */
  rate: number;
  seconds: number;
  /** An answer not complete by then counts as a timeout. */
  timeoutMs?: number;
}

export interface OpenLoopResult {
  /** Milliseconds from each arrival to its complete answer. */
  latencies: number[];
  /** Answers a second over the run. */
  served: number;
  /** From the start to the last answer: past `seconds` by the time the last arrivals waited. */
  elapsedSeconds: number;
  socketErrors: number;
  timeouts: number;
}

/** Time to the next arrival of a Poisson process of `rate` a second, in milliseconds. */
const nextGapMs = (rate: number) => (-Math.log(1 - Math.random()) / rate) * 1000;

export function openLoop({
  url,
  users,
  rate,
  seconds,
  timeoutMs = 10_000,
}: OpenLoopOptions): Promise<OpenLoopResult> {
  const servers = (Array.isArray(url) ? url : [url]).map((base) => ({
    base,
    agent: new Agent({ keepAlive: true, maxSockets: users.length }),
  }));
  let turn = 0;
  const idle = [...users];
  const waiting: number[] = [];
  const latencies: number[] = [];
  let socketErrors = 0;
  let timeouts = 0;
  let inFlight = 0;
  let arrivalsDone = false;
  const started = performance.now();
  const endsAt = started + seconds * 1000;
  let nextArrival = started + nextGapMs(rate);

  return new Promise((resolve) => {
    const finishIfDone = () => {
      if (!arrivalsDone || inFlight > 0 || waiting.length > 0) return;
      for (const { agent } of servers) agent.destroy();
      const elapsedSeconds = (performance.now() - started) / 1000;
      resolve({
        latencies,
        served: latencies.length / elapsedSeconds,
        elapsedSeconds,
        socketErrors,
        timeouts,
      });
    };

    const send = (user: VirtualUser, arrivedAt: number) => {
      inFlight += 1;
      const { request, answered } = user.next();
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        inFlight -= 1;
        outcome();
        const queued = waiting.shift();
        if (queued === undefined) idle.push(user);
        else send(user, queued);
        finishIfDone();
      };
      const { base, agent } = servers[turn++ % servers.length]!;
      const outgoing = httpRequest(
        new URL(request.path, base),
        { method: request.method, headers: request.headers, agent, timeout: timeoutMs },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            settle(() => {
              latencies.push(performance.now() - arrivedAt);
              answered(
                response.statusCode ?? 0,
                Buffer.concat(chunks).toString('utf8'),
                response.headers as Record<string, string>,
              );
            }),
          );
          response.on('error', () => settle(() => (socketErrors += 1)));
        },
      );
      outgoing.on('timeout', () => {
        outgoing.destroy();
        settle(() => (timeouts += 1));
      });
      outgoing.on('error', () => settle(() => (socketErrors += 1)));
      outgoing.end(request.body);
    };

    const arrive = () => {
      const now = performance.now();
      while (nextArrival <= now && nextArrival < endsAt) {
        // A random free user, so that which records are edited does not follow the order of arrival.
        const pick = Math.floor(Math.random() * idle.length);
        const user = idle.splice(pick, 1)[0];
        if (user) send(user, nextArrival);
        else waiting.push(nextArrival);
        nextArrival += nextGapMs(rate);
      }
      if (nextArrival < endsAt) {
        setTimeout(arrive, Math.max(0, nextArrival - performance.now()));
        return;
      }
      arrivalsDone = true;
      finishIfDone();
    };
    setTimeout(arrive, Math.max(0, nextArrival - performance.now()));
  });
}
