import {
  type BodyOf,
  buildPath,
  type Endpoint,
  isBinaryProducedType,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@care/contracts/endpoint';
import type { Problem } from '@care/contracts/problem';
import { problemTypes } from '@care/contracts/problem-types';
import { getPlatformOptions } from '../config/platform-config';
import { ApiError } from './api-error';
import { askToSignInAgain } from './sign-in-again';

const JSON_TYPE = 'application/json';

let httpClient: Promise<typeof import('ky').default> | undefined;

/**
 * The HTTP client loads on demand: no page needs it to paint, and @care/platform
 * ships whole with the first page. The shell starts it after its first render;
 * a load that failed is tried again by the next call.
 */
export function preloadApiClient(): Promise<typeof import('ky').default> {
  // Named: the shell's sign-in pages fetch it ahead for the panel.
  httpClient ??= import(/* webpackChunkName: "api-client" */ 'ky').then(
    (module) => module.default,
    (error: unknown) => {
      httpClient = undefined;
      throw error;
    },
  );
  return httpClient;
}

/** A slot the endpoint defines is required; one it does not define may not be passed. */
type Slot<Key extends string, Value> = [Value] extends [undefined]
  ? { [K in Key]?: undefined }
  : { [K in Key]: Value };

export type CallInput<E extends Endpoint> = Slot<'params', ParamsOf<E>> &
  Slot<'body', BodyOf<E>> & {
    query?: QueryOf<E>;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

type InputArgs<E extends Endpoint> = [ParamsOf<E>, BodyOf<E>] extends [undefined, undefined]
  ? [input?: CallInput<E>]
  : [input: CallInput<E>];

/**
 * Calls one endpoint of the contracts table: fills the path, sends JSON with the
 * caller's Bearer token, and parses the answer with the endpoint's own schema (an endpoint
 * that `produces` text answers that text, and one that produces bytes a Blob).
 * A non-2xx answer throws an ApiError carrying the problem details.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<ResponseOf<E>> {
  const { apiBaseUrl, getIdToken, getLanguage } = getPlatformOptions();
  const call = (input ?? {}) as CallInput<Endpoint> & { params?: unknown; body?: unknown };
  const url = joinUrl(
    apiBaseUrl,
    buildPath(endpoint.path, call.params as Record<string, string> | undefined),
  );

  const language = getLanguage?.();
  const ky = await preloadApiClient();
  const send = async () => {
    const token = await getIdToken();
    const headers: Record<string, string> = {
      // A text answer (a CSV export, a diff) is asked for by its own type; everything else is JSON.
      Accept: endpoint.produces ?? JSON_TYPE,
      'Content-Type': JSON_TYPE,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'Accept-Language': language } : {}),
      ...call.headers,
    };
    return ky(url, {
      method: endpoint.method,
      headers,
      searchParams: toSearchParams(call.query),
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: call.signal,
      // The default HTTP timeout is none; retries are react-query's job.
      timeout: false,
      retry: 0,
      throwHttpErrors: false,
    });
  };

  let response = await send();
  if (!response.ok) {
    const problem = await readProblem(response);
    // Sent once more after the person signed in again, with the new token; a second refusal stands.
    if (problem.type !== problemTypes.reauthenticationRequired || !(await askToSignInAgain()))
      throw new ApiError(problem);
    response = await send();
  }
  if (!response.ok) throw new ApiError(await readProblem(response));
  // A ZIP is kept as bytes, which reading it as text would break.
  if (isBinaryProducedType(endpoint.produces)) return (await response.blob()) as ResponseOf<E>;
  if (endpoint.produces) return (await response.text()) as ResponseOf<E>;
  if (!endpoint.response || response.status === 204) return undefined as ResponseOf<E>;
  return endpoint.response.parse(await response.json()) as ResponseOf<E>;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

function toSearchParams(query: unknown): URLSearchParams | undefined {
  if (query === undefined || query === null) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  return params;
}

/** The API answers problem+json; anything else (a proxy's HTML page) still becomes a problem. */
async function readProblem(response: Response): Promise<Problem> {
  const fallback: Problem = {
    type: 'about:blank',
    title: response.statusText || 'Request failed',
    status: response.status,
  };
  try {
    // Its schema (full zod) loads with the first failed call, not with the first render.
    const [body, { problemSchema }] = await Promise.all([
      response.json(),
      import('@care/contracts/problem'),
    ]);
    const parsed = problemSchema.safeParse(body);
    return parsed.success ? { ...parsed.data, status: response.status } : fallback;
  } catch {
    return fallback;
  }
}
