// What every caller sees whatever the endpoint: problem details for every error (malformed JSON,
// unknown routes, wrong content types, oversized bodies, rate limits), bodiless JSON POSTs, probes,
// the OpenAPI document, security headers, CORS, and no 5xx for arbitrary input.
import { apiBasePath, type EndpointName, endpoints, type Invitation } from '@care/contracts';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import fc from 'fast-check';
import { openApiPath } from '../src/http/endpoint-routes';
import { type CallOptions, startTestApi, type TestApi } from './support/api';
import { adminCaller, type RegisteredCaller } from './support/world';

const problemType = /^application\/problem\+json/;

describe('HTTP behaviour common to every endpoint', () => {
  let api: TestApi;
  let caller: RegisteredCaller;
  let organizationId: string;

  beforeAll(async () => {
    api = await startTestApi('pglite', { corsOrigins: ['http://localhost:3000'] });
    // An admin who also operates an organization passes every access check.
    caller = await adminCaller(api);
    const created = await api.call('createAdminOrganization', {
      token: caller.token,
      body: {
        name: 'Hospicjum HTTP',
        operator: { firstName: 'Adam', lastName: 'Admin', email: caller.email },
      },
    });
    organizationId = created.json<{ id: string }>().id;
    const invitation = (await api.call('listInvitations', { token: caller.token })).json<{
      items: Invitation[];
    }>().items[0];
    await api.call('answerInvitation', {
      token: caller.token,
      params: { invitationId: invitation?.id ?? '' },
      body: { personId: caller.personId, status: 'ACCEPTED' },
    });
  });
  afterAll(() => api.close());

  const raw = (
    method: 'POST' | 'GET',
    url: string,
    payload?: string,
    headers: Record<string, string> = {},
  ) =>
    api.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: { authorization: `Bearer ${caller.token}`, ...headers },
    });

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await raw(
      'POST',
      `${apiBasePath}/account/me/notification/device/add`,
      '{"deviceId": ',
      {
        'content-type': 'application/json',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(problemType);
    expect(response.json()).toMatchObject({
      type: 'validation-error',
      title: 'Bad Request',
      status: 400,
    });
  });

  it('reads a bodiless JSON POST as {}: fine without a body schema, field errors with one', async () => {
    const json = { 'content-type': 'application/json' };
    const readAll = await raw('POST', `${apiBasePath}/account/me/notification/read-all`, '', json);
    expect(readAll.statusCode).toBe(200);
    const addDevice = await raw(
      'POST',
      `${apiBasePath}/account/me/notification/device/add`,
      '',
      json,
    );
    expect(addDevice.statusCode).toBe(400);
    expect(addDevice.json()).toMatchObject({
      detail: 'The request body is invalid.',
      errors: [{ path: 'deviceId' }],
    });
  });

  it('answers an unknown route with a 404 problem', async () => {
    const response = await raw('GET', `${apiBasePath}/nothing-here`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(problemType);
    expect(response.json()).toMatchObject({ type: 'not-found', status: 404 });
  });

  it('answers a body that is not JSON with a 415 problem', async () => {
    const response = await raw(
      'POST',
      `${apiBasePath}/account/me/notification/device/add`,
      'deviceId=1',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ type: 'unsupported-media-type', status: 415 });
  });

  it('answers an oversized body with a 413 problem', async () => {
    const response = await raw(
      'POST',
      `${apiBasePath}/account/me/notification/device/add`,
      JSON.stringify({ deviceId: 'x'.repeat(1_100_000) }),
      { 'content-type': 'application/json' },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ type: 'payload-too-large', status: 413 });
  });

  it('reports liveness and readiness', async () => {
    expect((await api.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await api.app.inject({ url: '/ready' })).json()).toEqual({
      status: 'ready',
      queue: 'running',
    });
  });

  it('documents every endpoint of the contracts table in the OpenAPI document', async () => {
    const document = (await api.app.inject({ url: `${apiBasePath}/openapi.json` })).json<{
      paths: Record<string, Record<string, { operationId: string }>>;
    }>();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`,
      ),
    );
    const expected = (Object.keys(endpoints) as EndpointName[]).map(
      (name) => `${endpoints[name].method} ${openApiPath(endpoints[name])} ${name}`,
    );
    expect(documented.sort()).toEqual(expected.sort());
    const docs = await api.app.inject({ url: `${apiBasePath}/docs` });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends security headers and allows only configured origins', async () => {
    const allowed = await raw('GET', `${apiBasePath}/account/me`, undefined, {
      origin: 'http://localhost:3000',
    });
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-expose-headers']).toContain('ETag');
    const foreign = await raw('GET', `${apiBasePath}/account/me`, undefined, {
      origin: 'https://evil.example',
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never answers arbitrary JSON with a 5xx', async () => {
    const withBody = (Object.keys(endpoints) as EndpointName[]).filter(
      (name) => 'body' in endpoints[name],
    );
    const params = {
      organizationId,
      tagId: organizationId,
      invitationId: organizationId,
      notificationId: organizationId,
      memberId: organizationId,
      jobId: organizationId,
      documentId: organizationId,
      outpostId: organizationId,
      orderId: organizationId,
    };
    for (const name of withBody) {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (body) => {
          const request: CallOptions = { token: caller.token, params, body };
          const response = await api.call(name, request);
          expect(response.statusCode).toBeLessThan(500);
        }),
        { numRuns: 15 },
      );
    }
  });
});

describe('limits and failures', () => {
  it('tells /ready when the database does not answer, while /health stays up', async () => {
    const api = await startTestApi('pglite');
    await api.database.close();
    const ready = await api.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['content-type']).toMatch(problemType);
    expect((await api.app.inject({ url: '/health' })).statusCode).toBe(200);
    await api.close();
  });
});

describe('requests refused before any route runs', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
  });
  afterAll(() => api.close());

  it('answers a malformed percent-encoding with a 400 problem and the security headers', async () => {
    const response = await api.app.inject({ url: `${apiBasePath}/account/me/%E0%A4%A` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(problemType);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json()).toMatchObject({
      status: 400,
      detail: expect.stringMatching(/percent/),
    });
  });

  it('answers a preflight without an origin with a 400 problem', async () => {
    const response = await api.app.inject({ method: 'OPTIONS', url: `${apiBasePath}/account/me` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(problemType);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a request head over the size limit with a 431 problem, not Node’s bare reply', async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = api.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `GET ${apiBasePath}/account/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
        );
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/problem\+json/i);
    expect(head).toMatch(/x-content-type-options: nosniff/i);
    expect(JSON.parse(body ?? '')).toMatchObject({ status: 431 });
  });
});

describe('the request log', () => {
  it('writes one line per request, when it is answered, with what was asked and how it went', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const api = await startTestApi('pglite', { logger: { level: 'info', stream } });
    try {
      await api.app.inject({ url: '/health' });
      await api.app.inject({
        url: `${apiBasePath}/account/me`,
        headers: { authorization: 'Bearer never-logged-token' },
      });
      // The line names the request, never its headers: no credential reaches the log.
      expect(JSON.stringify(lines)).not.toContain('never-logged-token');
      const requests = lines.filter((line) => 'req' in line || 'res' in line);
      expect(requests).toEqual([
        expect.objectContaining({
          msg: 'request completed',
          req: expect.objectContaining({ method: 'GET', url: '/health' }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
        expect.objectContaining({
          req: expect.objectContaining({ method: 'GET', url: `${apiBasePath}/account/me` }),
          res: { statusCode: 401 },
        }),
      ]);
    } finally {
      await api.close();
    }
  });
  it('keeps no search words in the line: they are names of patients and their families', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const api = await startTestApi('pglite', { logger: { level: 'info', stream } });
    const organizationId = '0b6f3c9e-2d4a-4f1b-8c7e-5a9d1e3f7b20';
    try {
      const list = `${apiBasePath}/operator/organization/${organizationId}/member`;
      await api.app.inject({
        url: `${list}?search=Kowalska&page=2&limit=25&sort=-createdAt&tag=${organizationId}`,
      });
      await api.app.inject({ url: `${list}?search=%C5%81ucja%20Nowak&status` });
      const urls = lines
        .filter((line) => 'req' in line)
        .map((line) => (line.req as { url: string }).url);
      expect(urls).toEqual([
        `${list}?search=*&page=2&limit=25&sort=*&tag=${organizationId}`,
        `${list}?search=*&status`,
      ]);
      expect(JSON.stringify(lines)).not.toMatch(/Kowalska|ucja|Nowak/);
    } finally {
      await api.close();
    }
  });
});

describe('security headers', () => {
  it('are helmet’s, on answers and on problems alike', async () => {
    const api = await startTestApi('pglite');
    try {
      for (const response of [
        await api.app.inject({ url: '/health' }),
        await api.app.inject({ url: `${apiBasePath}/account/me` }),
      ]) {
        expect(response.headers).toMatchObject({
          'content-security-policy': expect.stringContaining("default-src 'self'"),
          'strict-transport-security': expect.stringContaining('max-age='),
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'SAMEORIGIN',
          'cross-origin-opener-policy': 'same-origin',
        });
        expect(response.headers['x-powered-by']).toBeUndefined();
      }
    } finally {
      await api.close();
    }
  });
});
