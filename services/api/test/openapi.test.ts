// The OpenAPI document as an integrator reads it: every operation lists each problem status its
// contract entry can answer, as application/problem+json with the one Problem schema; every
// string a request carries is bounded as the API bounds it, so a client generated from the
// document refuses what the API refuses; public operations say they need no token; and the docs
// page loads nothing from another origin.
import {
  countryCodes,
  type Endpoint,
  type EndpointName,
  endpoints,
  problemSchema,
  problemStatusesOf,
} from '@care/contracts';
import { z } from 'zod';
import { docsPath, openApiDocumentPath } from '../src/http/openapi';
import { startTestApi, type TestApi } from './support/api';

interface Answer {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, unknown>;
}
/** A JSON schema as the document writes it, with the keywords the walk below reads. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  items?: Schema;
  prefixItems?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Operation {
  operationId: string;
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, Answer>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const problemRef = { $ref: '#/components/schemas/Problem' };

/** Formats that fix a string's shape and length: a uuid, a day, a timestamp, a time of day. */
const boundingFormats = new Set(['uuid', 'date', 'date-time', 'time']);
/**
 * Formats that say what a string is but not how long it may be: an address or a file still needs
 * a `maxLength` (the pattern zod writes for an e-mail address bounds no length either).
 */
const lengthlessFormats = new Set(['email', 'idn-email', 'uri', 'iri', 'hostname', 'binary']);

const isBounded = (schema: Schema) =>
  'enum' in schema ||
  'const' in schema ||
  schema.maxLength !== undefined ||
  (schema.format !== undefined && boundingFormats.has(schema.format)) ||
  (schema.pattern !== undefined && !lengthlessFormats.has(schema.format ?? ''));

/**
 * The strings a request may carry unbounded in the document, each with its reason. A file part
 * is one: its limit is in bytes (answered 413 as soon as it is passed, and stated in the part's
 * description), which `maxLength`, counting characters, cannot say.
 */
const unboundedOnPurpose = new Map<string, string>(
  (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
    const endpoint = endpoints[name];
    if (!('upload' in endpoint)) return [];
    const location = `${name} body.${endpoint.upload.file}`;
    return [[location, `a file of at most ${endpoint.upload.maxFileBytes} bytes`] as const];
  }),
);

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

  /** Each place in an operation's parameters and bodies where a string could be of any length. */
  function unboundedStrings(): string[] {
    const resolve = (schema: Schema): Schema => {
      if (!schema.$ref) return schema;
      const target = schema.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
      return resolve(target as Schema);
    };
    const found: string[] = [];
    const walk = (given: Schema | boolean | undefined, where: string): void => {
      // A schema of `true` or `{}` takes anything, strings of any length included.
      if (given === true || given === undefined) return void found.push(where);
      if (given === false) return;
      const schema = resolve(given);
      const types = [schema.type ?? []].flat();
      const composed = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
      const untyped = types.length === 0 && composed.length === 0 && !('enum' in schema);
      if (untyped && !('const' in schema)) found.push(where);
      else if (types.includes('string') && !isBounded(schema)) found.push(where);
      for (const part of composed) walk(part, where);
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        walk(property, `${where}.${key}`);
      for (const property of Object.values(schema.patternProperties ?? {}))
        walk(property, `${where}.*`);
      if (typeof schema.additionalProperties === 'object')
        walk(schema.additionalProperties, `${where}.*`);
      if (schema.propertyNames) walk(schema.propertyNames, `${where} (key)`);
      if (schema.items) walk(schema.items, `${where}[]`);
      for (const item of schema.prefixItems ?? []) walk(item, `${where}[]`);
    };
    for (const operation of operations.values()) {
      for (const parameter of operation.parameters ?? [])
        walk(parameter.schema, `${operation.operationId} ${parameter.in}:${parameter.name}`);
      for (const { schema } of Object.values(operation.requestBody?.content ?? {}))
        walk(schema, `${operation.operationId} body`);
    }
    return found;
  }

  it('bounds every string a request carries: by a length, a list of values or a shape', () => {
    const found = unboundedStrings();
    expect(found.filter((where) => !unboundedOnPurpose.has(where))).toEqual([]);
    // Each exception is still there to be excused: one that went away leaves the list.
    expect([...unboundedOnPurpose.keys()].filter((where) => !found.includes(where))).toEqual([]);
  });

  it('lists the country codes an outpost address takes, on creation and replacement', () => {
    for (const name of ['createOutpost', 'updateOutpost'] as const) {
      const body = operation(name).requestBody?.content['application/json']?.schema;
      expect(body?.properties?.address?.properties?.country).toMatchObject({
        type: 'string',
        enum: countryCodes,
      });
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

  it('documents If-Match where a stale version is refused, and the ETag of every versioned answer', () => {
    const ifMatchOf = (name: EndpointName) =>
      (operation(name).parameters ?? []).filter(
        (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'if-match',
      );
    const etagOf = (name: EndpointName) =>
      operation(name).responses[String(endpoints[name].successStatus)]?.headers?.ETag;
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const entry: Endpoint = endpoints[name];
      const takesIfMatch = entry.ifMatch === true;
      expect({ name, ifMatch: ifMatchOf(name).map(({ required }) => required) }).toEqual({
        name,
        ifMatch: takesIfMatch ? [false] : [],
      });
    }
    // A change answers the version it left, a read the one it found; a deletion leaves none.
    for (const name of ['updateTag', 'getTag', 'resendMemberInvitation'] as const)
      expect({ name, etag: etagOf(name) }).toEqual({ name, etag: expect.anything() });
    for (const name of ['deleteTag', 'listTags'] as const)
      expect({ name, etag: etagOf(name) }).toEqual({ name, etag: undefined });
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
