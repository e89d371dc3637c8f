// Requests to one endpoint of the contracts table: generated from its schemas (fast-check), and a
// fixed list of hostile ones (malformed JSON, wrong media types, a 1 MB string, deep nesting,
// invalid UTF-8, broken addresses) that every endpoint must refuse cleanly.
import { apiBasePath, type Endpoint } from '@care/contracts';
import fc from 'fast-check';
import { firstStringField, invalidValue, type KnownIds, oddStrings, oddValue } from './arbitraries';

export interface FuzzRequest {
  /** What the request tries, shown when it fails. */
  label: string;
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const excerpt = (text: string) =>
  text.length > 200 ? `${text.slice(0, 200)}… (${text.length})` : text;

/** How fast-check prints a request in a counterexample: short, whatever its size. */
export function printable(request: FuzzRequest): FuzzRequest {
  const payload = request.payload === undefined ? '' : ` ${excerpt(String(request.payload))}`;
  return Object.assign(request, {
    [fc.toStringMethod]: () =>
      `${request.label}: ${request.method} ${excerpt(request.url)} ${JSON.stringify(request.headers)}${payload}`,
  });
}

const unreserved = /[A-Za-z0-9\-._~]/;

/**
 * Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD's bytes), where
 * encodeURIComponent would throw on one.
 */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return byte < 0x80 && unreserved.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** Path segments a router or a decoder may choke on, already encoded as sent. */
const brokenSegments = [
  '%',
  '%zz',
  '%FF',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  '%2F',
  '..',
  'x'.repeat(101),
  'x'.repeat(10_000),
] as const;

/** Query strings that are not what a form would send. */
const brokenQueries = [
  '?',
  '?&&&=&=',
  '?%',
  '?%FF=%FE',
  '?page=%00',
  '?a[b][c]=1',
  '?page=1&page=2',
  '?__proto__[x]=1',
  '?constructor=1',
  `?search=${'x'.repeat(1 << 20)}`,
] as const;

/** Bodies sent as JSON that are not JSON, or JSON of an unexpected kind. */
const malformedJson = [
  '{',
  '{"a":1',
  '[1,]',
  '{"a":1}}',
  'nul',
  "{'a':1}",
  '\ufeff{}',
  '{"a":1e999}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '1',
  'null',
  '[]',
  '"text"',
] as const;

/** Content types a JSON endpoint does not take, each with a body that looks like JSON. */
const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
  'application/json, text/plain',
  '*/*',
] as const;

export interface EndpointTarget {
  name: string;
  endpoint: Endpoint;
  /** Ids that exist, by the parameter or field name that takes them. */
  ids: KnownIds;
  token: string | undefined;
}

const paramNames = (endpoint: Endpoint) =>
  [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);

function urlOf(endpoint: Endpoint, segments: Record<string, string>, query = ''): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => segments[name] ?? '');
  return `${apiBasePath}${path}${query}`;
}

/** Every path parameter at an id that exists (or a made-up one when none is known). */
function knownSegments({ endpoint, ids }: EndpointTarget): Record<string, string> {
  return Object.fromEntries(
    paramNames(endpoint).map((name) => [
      name,
      percentEncode(ids[name]?.[0] ?? '0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11'),
    ]),
  );
}

function authorization(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** A query's parsed values as the pairs a URL carries (arrays repeat their key). */
function queryOf(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return value === undefined ? '' : `?${percentEncode(JSON.stringify(value) ?? '')}`;
  }
  const pairs = Object.entries(value).flatMap(([key, item]) =>
    (Array.isArray(item) ? item : [item])
      .filter((one) => one !== undefined)
      .map(
        (one) =>
          `${percentEncode(key)}=${percentEncode(typeof one === 'string' ? one : (JSON.stringify(one) ?? ''))}`,
      ),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** A multipart form with `fields` first and a file part, the way a browser sends one. */
export function multipartBody(
  fields: Record<string, string>,
  file: { part: string; name: string; type: string; data: Buffer } | null,
  boundary = 'fuzzboundary7MA4YWxkTrZu0gW',
): Buffer {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.part}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const formValue = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function uploadArbitrary(
  target: EndpointTarget,
): fc.Arbitrary<Pick<FuzzRequest, 'headers' | 'payload'>> {
  const upload = target.endpoint.upload;
  if (!upload) throw new Error(`${target.name} takes no upload`);
  const fields = upload.fields
    ? fc.oneof(oddValue(upload.fields, target.ids), invalidValue(upload.fields, target.ids))
    : fc.constant({});
  const file = fc.option(
    fc.record({
      part: fc.oneof(fc.constant(upload.file), fc.string({ maxLength: 8 })),
      name: fc.oneof(fc.constantFrom('members.csv', 'logo.png', ''), fc.string({ maxLength: 20 })),
      type: fc.constantFrom('text/csv', 'image/png', 'application/octet-stream', 'text/plain'),
      data: fc.oneof(
        fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
        fc
          .array(fc.array(fc.constantFrom(...oddStrings), { maxLength: 4 }), { maxLength: 5 })
          .map((rows) => Buffer.from(rows.map((row) => row.join(',')).join('\n'))),
      ),
    }),
    { freq: 4 },
  );
  return fc.tuple(fields, file).map(([values, part]) => {
    const form =
      typeof values === 'object' && values !== null && !Array.isArray(values)
        ? Object.fromEntries(
            Object.entries(values)
              .filter(([, value]) => value !== undefined)
              .map(([key, value]) => [key, formValue(value)]),
          )
        : { value: formValue(values) };
    return {
      headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary7MA4YWxkTrZu0gW' },
      payload: multipartBody(form, part),
    };
  });
}

/** An If-Match or Last-Event-ID worth sending: absent, stale, malformed or odd. */
const preconditions = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(
    '"999999"',
    '"0"',
    '"-1"',
    'W/"1"',
    '"1"x',
    '""',
    'abc',
    '"99999999999999999999"',
  ),
  fc
    .string({ maxLength: 12, unit: 'binary-ascii' })
    .map((text) => text.replace(/[^\x20-\x7e]/g, '')),
);

/**
 * Requests generated from the endpoint's schemas: path parameters mostly at existing ids (so the
 * request reaches validation), sometimes odd or broken; a query and a body of odd values that
 * often still validate, or of values the schema must refuse.
 */
export function requestArbitrary(target: EndpointTarget): fc.Arbitrary<FuzzRequest> {
  const { endpoint, ids } = target;
  const segment = (name: string) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...(ids[name] ?? [''])).map(percentEncode) },
      { weight: 1, arbitrary: fc.constantFrom(...oddStrings).map(percentEncode) },
      { weight: 1, arbitrary: fc.constantFrom(...brokenSegments) },
    );
  const segments = fc.record(
    Object.fromEntries(paramNames(endpoint).map((name) => [name, segment(name)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = endpoint.query
    ? fc.oneof(oddValue(endpoint.query, ids), invalidValue(endpoint.query, ids))
    : fc.option(
        fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 2 }),
        { freq: 4 },
      );
  const body: fc.Arbitrary<Pick<FuzzRequest, 'headers' | 'payload'>> = endpoint.upload
    ? uploadArbitrary(target)
    : endpoint.body
      ? fc.oneof(oddValue(endpoint.body, ids), invalidValue(endpoint.body, ids)).map((value) => ({
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(value) ?? '',
        }))
      : fc.constant({ headers: {} });
  const header = endpoint.produces === 'text/event-stream' ? 'last-event-id' : 'if-match';
  return fc
    .record({ segments, query, body, precondition: preconditions })
    .map(({ segments: path, query: parsed, body: sent, precondition }) => ({
      label: 'generated',
      method: endpoint.method,
      url: urlOf(endpoint, path, queryOf(parsed)),
      headers: {
        ...authorization(target.token),
        ...sent.headers,
        ...(precondition === undefined ? {} : { [header]: precondition }),
      },
      ...(sent.payload === undefined ? {} : { payload: sent.payload }),
    }));
}

/** A JSON text `depth` levels deep: arrays in arrays, or objects in objects. */
export const deeplyNested = (depth: number, kind: 'array' | 'object') =>
  kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Hostile requests every endpoint must refuse (or take) without a 5xx. */
export function hostileRequests(target: EndpointTarget): FuzzRequest[] {
  const { endpoint } = target;
  const known = knownSegments(target);
  const url = urlOf(endpoint, known);
  const base = { method: endpoint.method, url };
  const json = { ...authorization(target.token), 'content-type': 'application/json' };
  const field = firstStringField(endpoint.body);
  const withField = (value: string) => `{${JSON.stringify(field)}:${value}}`;
  const requests: FuzzRequest[] = [
    ...malformedJson.map((payload) => ({
      ...base,
      label: `malformed JSON ${payload}`,
      headers: json,
      payload,
    })),
    ...wrongContentTypes.map((type) => ({
      ...base,
      label: `content type ${type}`,
      headers: { ...json, 'content-type': type },
      payload: '{}',
    })),
    {
      ...base,
      label: 'a body without a content type',
      headers: authorization(target.token),
      payload: '{}',
    },
    { ...base, label: 'an empty JSON body', headers: json, payload: '' },
    {
      ...base,
      label: 'a 1 MB string',
      headers: json,
      payload: withField(JSON.stringify('x'.repeat(1_000_000))),
    },
    {
      ...base,
      label: 'a body over the size limit',
      headers: json,
      payload: withField(JSON.stringify('x'.repeat(1 << 20))),
    },
    {
      ...base,
      label: 'arrays nested 100,000 deep',
      headers: json,
      payload: withField(deeplyNested(100_000, 'array')),
    },
    {
      ...base,
      label: 'objects nested 50,000 deep',
      headers: json,
      payload: withField(deeplyNested(50_000, 'object')),
    },
    {
      ...base,
      label: 'invalid UTF-8 bytes',
      headers: json,
      payload: Buffer.concat([
        Buffer.from(`{${JSON.stringify(field)}:"`),
        Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x80, 0xc3]),
        Buffer.from('"}'),
      ]),
    },
    ...brokenQueries.map((query) => ({
      ...base,
      label: `query ${query.slice(0, 40)}`,
      url: `${url}${query}`,
      headers: authorization(target.token),
    })),
  ];
  for (const name of paramNames(endpoint)) {
    for (const segment of brokenSegments) {
      requests.push({
        ...base,
        label: `path parameter ${name} = ${segment.slice(0, 20)}`,
        url: urlOf(endpoint, { ...known, [name]: segment }),
        headers: authorization(target.token),
      });
    }
  }
  if (endpoint.upload) {
    const multipart = (payload: string | Buffer, type = 'multipart/form-data; boundary=b') => ({
      ...base,
      headers: { ...authorization(target.token), 'content-type': type },
      payload,
    });
    requests.push(
      {
        ...multipart('--b\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc'),
        label: 'a truncated form',
      },
      { ...multipart('garbage'), label: 'a form without parts' },
      { ...multipart('--b--\r\n'), label: 'an empty form' },
      {
        ...multipart(multipartBody({}, null), 'multipart/form-data; boundary=other'),
        label: 'a form with another boundary',
      },
      {
        ...multipart(multipartBody({ [endpoint.upload.file]: 'not a file' }, null, 'b')),
        label: 'the file part as a field',
      },
    );
  }
  return requests;
}

/**
 * Every request worth sending to an endpoint: half generated from its schemas, half drawn from
 * its hostile ones, so a bounded run samples both and a long run sends every hostile one.
 */
export function fuzzRequests(target: EndpointTarget): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    requestArbitrary(target).map(printable),
    fc.constantFrom(...hostileRequests(target).map(printable)),
  );
}
