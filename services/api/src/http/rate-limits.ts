import { type EndpointName, type Endpoint, problemTypes } from '@care/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VerifiedCaller } from '../auth/caller';
import { bearerToken, type Identity } from '../auth/identity';
import type { RateLimitPolicy } from '../config';
import { ProblemError } from './problem';

export type { RateLimitPolicy };

export type RateLimitClass = keyof RateLimitPolicy;

const minute = 60_000;

/** Which budget a call of an endpoint draws from, once its caller is known. */
export function rateLimitClass(
  name: EndpointName,
  endpoint: Pick<Endpoint, 'method'>,
  caller: VerifiedCaller | null,
): RateLimitClass {
  if (!caller) return 'anonymous';
  if (name === 'register') return 'register';
  return endpoint.method === 'GET' ? 'read' : 'mutation';
}

export interface RateLimits {
  /**
   * Before a token is verified: an address whose anonymous budget is spent is refused here,
   * unless its token is one already verified (a signed-in person behind the same address), so
   * a flood of made-up tokens stops reaching verification.
   */
  screen(request: FastifyRequest): Promise<void>;
  /** After the guard: charges the caller's budget (the address's when there is no caller). */
  charge(request: FastifyRequest, kind: RateLimitClass): Promise<void>;
  /** A refused token is anonymous traffic of its address. */
  chargeRefusedToken(request: FastifyRequest): Promise<void>;
}

function tooMany(retryAfterSeconds: number): RateLimitedError {
  const seconds = Math.max(1, retryAfterSeconds);
  return Object.assign(
    new ProblemError(429, problemTypes.rateLimited, `Too many requests; retry in ${seconds} s.`),
    { retryAfterSeconds: seconds },
  );
}

/**
 * Budgets are kept in each replica's memory (@fastify/rate-limit's store): with N replicas
 * behind a load balancer a caller may make up to N times a budget. They stop floods and
 * runaway clients, which a per-replica count does as well; no database round trip per request.
 */
export async function installRateLimits(
  app: FastifyInstance,
  policy: RateLimitPolicy,
  identity: Identity,
): Promise<RateLimits> {
  await app.register(rateLimit, { global: false });
  const limiters = Object.fromEntries(
    (Object.keys(policy) as RateLimitClass[]).map((kind) => [
      kind,
      app.createRateLimit({
        max: policy[kind],
        timeWindow: minute,
        keyGenerator: (request) =>
          kind === 'anonymous' || !request.caller
            ? `ip:${request.ip}`
            : `${kind}:${request.caller.uid}`,
      }),
    ]),
  ) as Record<RateLimitClass, ReturnType<FastifyInstance['createRateLimit']>>;

  async function draw(request: FastifyRequest, kind: RateLimitClass) {
    const outcome = await limiters[kind](request);
    if (!outcome.isAllowed && outcome.isExceeded) throw tooMany(outcome.ttlInSeconds);
  }

  return {
    async screen(request) {
      const token = bearerToken(request.headers.authorization);
      if (token && identity.remembers(token)) return;
      // A look at the address's count, which only charge() and chargeRefusedToken() raise.
      const outcome = await limiters.anonymous(request, { increment: false });
      if (!outcome.isAllowed && outcome.remaining === 0) throw tooMany(outcome.ttlInSeconds);
    },
    charge: (request, kind) => draw(request, kind),
    async chargeRefusedToken(request) {
      // This request is answered 401 either way; the next one from its address may be refused.
      await limiters.anonymous(request);
    },
  };
}

/** A 429 carries `Retry-After`, in seconds, for the problem handler to send along. */
export type RateLimitedError = ProblemError & { retryAfterSeconds: number };

export function isRateLimited(error: unknown): error is RateLimitedError {
  return error instanceof ProblemError && 'retryAfterSeconds' in error;
}
