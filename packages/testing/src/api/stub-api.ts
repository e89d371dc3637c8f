import {
  apiBasePath,
  endpoints,
  problemSchema,
  type Endpoint,
  type EndpointName,
  type ParamsOf,
  type QueryOf,
} from '@care/contracts';
import { configurePlatform } from '@care/platform';
import type { z } from 'zod';
import { isStubReply, type StubReply } from './problem';
import { xhrOverFetch } from './xhr-over-fetch';

/** Where the stubbed API lives: the platform's client is pointed here. */
export const TEST_API_BASE_URL = `http://api.test${apiBasePath}`;

/** One request the app sent, as the API would have received it. */
export interface RecordedRequest {
  /** The stubbed endpoint that answered it; undefined when none did. */
  endpoint?: Endpoint;
  /** Its name in the contracts' endpoint table, e.g. `listTags`. */
  name?: EndpointName;
  method: string;
  /** The path under the API base, e.g. `/operator/organization/<id>/tag`. */
  path: string;
  /** The endpoint's path parameters, read from the path. */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body, parsed (a multipart form as FormData); undefined when none was sent. */
  body: unknown;
}

type ResponseBody<E> = E extends { produces: string }
  ? string
  : E extends { response: infer S extends z.ZodType }
    ? z.input<S>
    : undefined;
/** A fixed answer: the endpoint's success body, a `problem(…)` or an `unchecked(…)` body. */
export type StubBody<E> = ResponseBody<E> | StubReply;
/** An endpoint's answer, or a function of the request giving one (it may wait, to hold a page back). */
export type StubAnswer<E> =
  StubBody<E> | ((request: RecordedRequest) => StubBody<E> | Promise<StubBody<E>>);
type Answer<E> = StubAnswer<E>;

type Matcher<E> = {
  /** Only requests with these path parameters (all, when left out). */
  params?: Partial<Record<keyof NonNullable<ParamsOf<E>>, string>>;
  /** Only requests whose query has these values (any query, when left out). */
  query?: Partial<Record<keyof NonNullable<QueryOf<E>>, string | number | boolean>>;
};

/**
 * What an endpoint answers: its success body (checked against the endpoint's response schema, so
 * a wrong fixture fails the test), a `problem(…)`, an `unchecked(…)` body, or a function of the
 * request giving one of those. An endpoint without a response body (204) needs no answer.
 */
export type StubRoute<E extends Endpoint> = Matcher<E> &
  (E extends { response: z.ZodType } | { produces: string }
    ? { answer: Answer<E> }
    : { answer?: Answer<E> });

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
  paramNames: string[];
  params: Record<string, string>;
  query: Record<string, string>;
  key: string;
  answers: Answer<Endpoint>[];
  /** Whether the last answer left was given at least once: the next `on` replaces it. */
  lastServed: boolean;
}

const endpointNames = new Map<Endpoint, EndpointName>(
  Object.entries(endpoints).map(([name, endpoint]) => [endpoint, name as EndpointName]),
);
const nameOf = (endpoint: Endpoint) =>
  endpointNames.get(endpoint) ?? `${endpoint.method} ${endpoint.path}`;

function compilePath(path: string) {
  const paramNames: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), paramNames };
}

const asStrings = (values: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );

/** Throws when an answer does not fit what the API may answer for this endpoint. */
function checkAnswer(endpoint: Endpoint, answer: unknown): void {
  const name = nameOf(endpoint);
  if (isStubReply(answer)) {
    if (!answer.checked) return;
    const parsed = problemSchema.safeParse(answer.body);
    if (!parsed.success) {
      throw new Error(`The problem given for ${name} is not problem+json: ${parsed.error.message}`);
    }
    return;
  }
  if (endpoint.produces) {
    if (typeof answer !== 'string') throw new Error(`${name} answers ${endpoint.produces} text.`);
    return;
  }
  if (!endpoint.response) {
    if (answer !== undefined) throw new Error(`${name} answers no body, but the stub gave one.`);
    return;
  }
  const parsed = endpoint.response.safeParse(answer);
  if (!parsed.success) {
    throw new Error(
      `The answer given for ${name} does not fit its response schema:\n${parsed.error.message}`,
    );
  }
}

/**
 * The live event stream, when a test gives it nothing: open and quiet until the page closes
 * it, as the API's is between changes. A test that wants events gives the endpoint an answer.
 */
function quietEventStream(signal: AbortSignal): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener('abort', () => controller.error(signal.reason), { once: true });
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
  });
}

function toResponse(endpoint: Endpoint, answer: unknown): Response {
  const { status, body } = isStubReply(answer)
    ? answer
    : { status: endpoint.successStatus, body: answer };
  if (endpoint.produces && status < 400) {
    return new Response(body as string, {
      status,
      headers: { 'Content-Type': `${endpoint.produces}; charset=utf-8` },
    });
  }
  const contentType = status >= 400 ? 'application/problem+json' : 'application/json';
  const payload = body === undefined || status === 204 ? null : JSON.stringify(body);
  return new Response(payload, { status, headers: { 'Content-Type': contentType } });
}

async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data'))
    return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const subsetOf = (wanted: Record<string, string>, actual: (key: string) => string | null) =>
  Object.entries(wanted).every(([key, value]) => actual(key) === value);

const installed = new Set<ApiStub>();

// Each test ends with its stub checked and removed: a call nothing answered fails the test that
// made it, and the next test starts without any answer left over.
if (typeof afterEach === 'function') {
  afterEach(() => {
    const stubs = [...installed];
    installed.clear();
    for (const stub of stubs) stub.restore();
    const failures = stubs.flatMap((stub) => stub.failures);
    if (failures.length > 0) throw new Error(failures.join('\n\n'));
  });
}

export interface StubApiOptions {
  /** The ID token the API client sends as the bearer; 'test-token' by default. */
  getIdToken?: () => Promise<string | null>;
}

/**
 * A stand-in for the API at the HTTP boundary, keyed by the contracts' endpoints: the app's own
 * code (platform client, hooks, components) runs for real and only `fetch` (and XMLHttpRequest,
 * which uploads use for their progress) answers from here.
 * Every request is recorded; one that no `on` answers fails the test.
 */
export interface ApiStub {
  /** Every request the app sent, in order. */
  readonly requests: RecordedRequest[];
  /** What went wrong so far: calls nothing answered, answers that did not fit. */
  readonly failures: string[];
  /**
   * Answers `endpoint` (with these path params and query values, when given). Several `on` for
   * the same request answer in turn; the last one repeats until another is given.
   */
  on<E extends Endpoint>(endpoint: E, route: StubRoute<E>): this;
  /** The requests that `endpoint` answered, optionally only those with these path params. */
  requestsTo<E extends Endpoint>(
    endpoint: E,
    params?: Partial<Record<keyof NonNullable<ParamsOf<E>>, string>>,
  ): RecordedRequest[];
  /** Puts the network back; done after every test on its own. */
  restore(): void;
}

export function stubApi({ getIdToken = async () => 'test-token' }: StubApiOptions = {}): ApiStub {
  const routes: Route[] = [];
  const requests: RecordedRequest[] = [];
  const failures: string[] = [];
  const originalFetch = globalThis.fetch;
  const originalXhr = globalThis.XMLHttpRequest;

  const findRoute = (method: string, path: string, query: URLSearchParams) => {
    let best: { route: Route; params: Record<string, string>; score: number } | undefined;
    for (const route of routes) {
      if (route.endpoint.method !== method) continue;
      const match = route.pattern.exec(path);
      if (!match) continue;
      const params = Object.fromEntries(
        route.paramNames.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
      );
      if (!subsetOf(route.params, (key) => params[key] ?? null)) continue;
      if (!subsetOf(route.query, (key) => query.get(key))) continue;
      const score = Object.keys(route.params).length + Object.keys(route.query).length;
      if (!best || score > best.score) best = { route, params, score };
    }
    return best;
  };

  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const url = new URL(request.url);
    const base = new URL(TEST_API_BASE_URL);
    const path = url.pathname.startsWith(base.pathname)
      ? url.pathname.slice(base.pathname.length)
      : url.pathname;
    // The API's own origin, or the page's under the API base (a same-origin call, e.g. the
    // token sync's).
    const pageOrigin = typeof location === 'undefined' ? undefined : location.origin;
    const ours = url.origin === base.origin || url.origin === pageOrigin;
    const found = ours ? findRoute(request.method, path, url.searchParams) : undefined;
    const recorded: RecordedRequest = {
      endpoint: found?.route.endpoint,
      name: found && endpointNames.get(found.route.endpoint),
      method: request.method,
      path,
      params: found?.params ?? {},
      query: url.searchParams,
      headers: request.headers,
      body: await readBody(request),
    };
    requests.push(recorded);

    if (!found && ours && path === endpoints.streamLiveEvents.path) {
      Object.assign(recorded, { endpoint: endpoints.streamLiveEvents, name: 'streamLiveEvents' });
      return quietEventStream(request.signal);
    }
    if (!found) {
      const message = `No stub answers ${request.method} ${url.href}: give it with api.on(<endpoint>, { answer }).`;
      failures.push(message);
      return new Response(
        JSON.stringify({ type: 'about:blank', title: 'Not stubbed', status: 501, detail: message }),
        { status: 501, headers: { 'Content-Type': 'application/problem+json' } },
      );
    }
    const { route } = found;
    const next = route.answers.length > 1 ? route.answers.shift()! : route.answers[0];
    if (route.answers.length === 1) route.lastServed = true;
    const answer = typeof next === 'function' ? await next(recorded) : next;
    try {
      checkAnswer(route.endpoint, answer);
    } catch (error) {
      failures.push((error as Error).message);
      throw error;
    }
    return toResponse(route.endpoint, answer);
  };

  const stub: ApiStub = {
    requests,
    failures,
    on<E extends Endpoint>(endpoint: E, route: StubRoute<E>) {
      const { params, query, answer } = route as Matcher<E> & { answer?: Answer<E> };
      if ((endpoint.response || endpoint.produces) && answer === undefined) {
        throw new Error(`${nameOf(endpoint)} answers a body: give the stub one.`);
      }
      // A function's answer is checked when it is given; a fixed one here, where the test gives it.
      if (typeof answer !== 'function') checkAnswer(endpoint, answer);
      const matcher = { params: asStrings(params), query: asStrings(query) };
      const key = JSON.stringify(matcher);
      let existing = routes.find((item) => item.endpoint === endpoint && item.key === key);
      if (!existing) {
        existing = {
          endpoint,
          ...compilePath(endpoint.path),
          ...matcher,
          key,
          answers: [],
          lastServed: false,
        };
        routes.push(existing);
      }
      if (existing.lastServed && existing.answers.length === 1) existing.answers = [];
      existing.lastServed = false;
      existing.answers.push(answer as Answer<Endpoint>);
      return this;
    },
    requestsTo<E extends Endpoint>(
      endpoint: E,
      params?: Partial<Record<keyof NonNullable<ParamsOf<E>>, string>>,
    ): RecordedRequest[] {
      const wanted = asStrings(params);
      return requests.filter(
        (request) =>
          request.endpoint === endpoint && subsetOf(wanted, (key) => request.params[key] ?? null),
      );
    },
    restore() {
      if (globalThis.fetch === fetchStub) globalThis.fetch = originalFetch;
      if (globalThis.XMLHttpRequest === xhrStub) globalThis.XMLHttpRequest = originalXhr;
      installed.delete(stub);
    },
  };

  // Sent through whatever fetch is installed when the request goes out: this stub, while it is.
  const xhrStub = xhrOverFetch(() => globalThis.fetch);
  globalThis.fetch = fetchStub as typeof fetch;
  globalThis.XMLHttpRequest = xhrStub;
  configurePlatform({ apiBaseUrl: TEST_API_BASE_URL, getIdToken });
  installed.add(stub);
  return stub;
}
