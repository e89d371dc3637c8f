// The OpenAPI document as an integrator reads it: every operation lists each problem status its
// contract entry can answer, as application/problem+json with the one Problem schema; public
// operations say they need no token; and the docs page loads nothing from another origin.
import { type EndpointName, endpoints, problemSchema, problemStatusesOf } from '@care/contracts';
import { z } from 'zod';
import { docsPath, openApiDocumentPath } from '../src/http/openapi';
import { startTestApi, type TestApi } from './support/api';

interface Answer {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  operationId: string;
  summary?: string;
  security?: unknown[];
  responses: Record<string, Answer>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const problemRef = { $ref: '#/components/schemas/Problem' };

describe('the OpenAPI document and the docs page', () => {
  let api: TestApi;
  let document: Document;
  let operations: Map<EndpointName, Operation>;

  beforeAll(async () => {
    api = await startTestApi('pglite');
    document = (await api.app.inject({ url: openApiDocumentPath })).json<Document>();
    operations = new Map(
      Object.values(document.paths).flatMap((byMethod) =>
        Object.values(byMethod).map(
          (operation) => [operation.operationId as EndpointName, operation] as const,
        ),
      ),
    );
  });
  afterAll(() => api.close());

  const operation = (name: EndpointName) => {
    const found = operations.get(name);
    if (!found) throw new Error(`${name} is not in the document`);
    return found;
  };
  /** The statuses an operation documents besides its success. */
  const problemStatuses = (name: EndpointName) =>
    Object.keys(operation(name).responses).filter(
      (status) => status !== String(endpoints[name].successStatus),
    );

  it('names the server it is served from', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('documents the problem schema once, as the contracts define it', () => {
    expect(document.components.schemas.Problem).toEqual(
      z.toJSONSchema(problemSchema, { target: 'openapi-3.0' }),
    );
  });

  it('gives every operation a summary and a problem+json answer for each status it can give', () => {
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const { summary, responses } = operation(name);
      expect(summary).toBe(endpoints[name].summary);
      const expected = [...problemStatusesOf(endpoints[name]).map(String), '5XX'];
      expect({ name, statuses: problemStatuses(name).sort() }).toEqual({
        name,
        statuses: expected.sort(),
      });
      for (const status of expected) {
        expect(responses[status]?.description).toEqual(expect.any(String));
        expect({ name, status, content: responses[status]?.content }).toEqual({
          name,
          status,
          content: { 'application/problem+json': { schema: problemRef } },
        });
      }
    }
  });

  it('lists the answers each kind of endpoint really gives', () => {
    // Public, no input: only the rate limit.
    expect(problemStatuses('deleteSession').sort()).toEqual(['429', '5XX']);
    // Public but signed: a bad link is 403, another organization's logo 404, a bad query 400.
    expect(problemStatuses('getOutpostLogo').sort()).toEqual(['400', '403', '404', '429', '5XX']);
    // A token, no path parameters: no 404 for a missing resource...
    expect(problemStatuses('updateMe')).not.toContain('404');
    expect(problemStatuses('getMe')).toEqual(expect.arrayContaining(['401', '403']));
    // ...but the caller's own account is not found until they register, and the entry says so.
    expect(problemStatuses('getMe')).toContain('404');
    expect(operation('getMe').responses['404']?.description).toMatch(/not registered/);
    // A versioned update of a named resource: stale versions and taken names.
    expect(problemStatuses('updateTag')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '412', '413', '415', '429']),
    );
    expect(problemStatuses('register')).toContain('409');
    // A read has no body to refuse and no version to compare.
    for (const status of ['409', '412', '413', '415'])
      expect(problemStatuses('listTags')).not.toContain(status);
  });

  it('says which operations are public with an empty security list, and the rest need a bearer token', () => {
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const expected = endpoints[name].access === 'public' ? [] : [{ bearer: [] }];
      expect({ name, security: operation(name).security }).toEqual({ name, security: expected });
    }
    expect(operation('deleteSession').security).toEqual([]);
    expect(operation('getOutpostLogo').security).toEqual([]);
  });

  it('serves a docs page that loads only from the API itself', async () => {
    const page = await api.app.inject({ url: docsPath });
    expect(page.statusCode).toBe(200);
    const references = [...page.body.matchAll(/\b(?:src|href)="([^"]*)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) {
      // No scheme and no protocol-relative `//host`: everything is on this origin.
      expect(reference).not.toMatch(/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i);
      const asset = await api.app.inject({ url: new URL(reference, 'http://api.test/').pathname });
      expect({ reference, status: asset.statusCode }).toEqual({ reference, status: 200 });
    }
    // The browser is held to it too: no other origin for scripts, styles, fonts or images.
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toMatch(/https?:|\bvalidator\.|\*/);
  });

  it('points the docs page at the document the API serves', async () => {
    const initializer = await api.app.inject({ url: `${docsPath}/static/swagger-initializer.js` });
    expect(initializer.body).toContain("url: resolveUrl('./json')");
    const shown = await api.app.inject({ url: `${docsPath}/json` });
    expect(shown.json()).toEqual(document);
  });
});
