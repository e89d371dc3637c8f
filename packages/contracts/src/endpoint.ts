import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, checked in this order by the API:
 * - public: anyone;
 * - verified: a valid token with a verified email, registered or not;
 * - registered: a verified caller with an account in the product;
 * - operator: a registered caller who is an ACCEPTED operator of the path's organization;
 * - admin: a registered caller with the admin flag.
 */
export type Access = 'public' | 'verified' | 'registered' | 'operator' | 'admin';

export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path under the API base, e.g. `/operator/organization/:organizationId`. */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Absent for answers without a body (204). */
  response?: Response;
  successStatus: 200 | 201 | 202 | 204;
}

/** Keeps each endpoint's exact schemas in its type, so callers and routes infer from them. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Input<E, Key extends string> = E extends { [K in Key]: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

export type ParamsOf<E> = Input<E, 'params'>;
export type QueryOf<E> = Input<E, 'query'>;
export type BodyOf<E> = Input<E, 'body'>;
export type ResponseOf<E> = E extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** Fills `:name` segments of an endpoint path; every value is URI-encoded. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Every endpoint path is relative to this versioned base. */
export const apiBasePath = '/api/v1';
