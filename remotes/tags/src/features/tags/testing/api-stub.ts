/**
 * A stand-in for the API at the HTTP boundary: the app's own code (platform client,
 * hooks, components) runs for real and only `fetch` answers from here.
 */
export const API_BASE_URL = 'http://api.test/api/v1';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export interface StubAnswer {
  status: number;
  body?: unknown;
}

type Handler = (request: RecordedRequest) => StubAnswer;

export function problem(status: number, type: string, title: string, detail?: string): StubAnswer {
  return { status, body: { type, title, status, ...(detail ? { detail } : {}) } };
}

export function stubApi() {
  const handlers = new Map<string, Handler[]>();
  const requests: RecordedRequest[] = [];

  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname.replace(new URL(API_BASE_URL).pathname, ''),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const key = `${recorded.method} ${recorded.path}`;
    const queue = handlers.get(key);
    // The last answer repeats: a list answers the same until the test says otherwise.
    const handler = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    const answer = handler
      ? handler(recorded)
      : { status: 599, body: { detail: `No stub for ${key}` } };
    const isProblem = answer.status >= 400;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': isProblem ? 'application/problem+json' : 'application/json' },
    });
  });

  return {
    fetch: fetchStub,
    requests,
    /** Answers `METHOD /path` (path under the API base); several calls queue answers in order. */
    on(method: string, path: string, answer: StubAnswer | Handler) {
      const handler = typeof answer === 'function' ? answer : () => answer;
      handlers.set(`${method} ${path}`, [...(handlers.get(`${method} ${path}`) ?? []), handler]);
      return this;
    },
    requestsTo(method: string, path: string) {
      return requests.filter((request) => request.method === method && request.path === path);
    },
  };
}

export type ApiStub = ReturnType<typeof stubApi>;
