import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, checked in this order by the API:
 * - public: anyone;
 * - verified: a valid token with a verified email, registered or not;
 * - registered: a verified caller with an account in the product;
 * - admin: a registered caller with the admin flag;
 * - operator: a registered caller who is an ACCEPTED operator of the path's organization;
 * - beneficiary: a registered caller who is an ACCEPTED beneficiary of the path's organization;
 * - assistant: a registered caller who is an ACCEPTED assistant of some organization, else 403
 *   (which orders it may see and act on is the orders' own rule: those assigned to it).
 * A caller who fails a check of the path's organization gets 404, as if it did not exist.
 */
export type Access =
  'public' | 'verified' | 'registered' | 'admin' | 'operator' | 'beneficiary' | 'assistant';

/**
 * A `multipart/form-data` request instead of a JSON body: its fields (strings, sent first and
 * validated by `fields`) and one file in the part `file`.
 */
export interface Upload<Fields extends z.ZodType = z.ZodType> {
  /** The part that carries the file. */
  file: string;
  /** The largest file accepted, in bytes; a larger one is answered 413 as soon as it is seen. */
  maxFileBytes: number;
  /** The form's other fields, each a string, checked before the file is read. */
  fields?: Fields;
}

/**
 * Media types an endpoint may answer with instead of JSON: a file to download (CSV, a logo) or
 * a text others read as it is (a unified diff), or a stream of Server-Sent Events. The API may
 * stream it; the browser reads text (the event stream with its own reader).
 */
export type ProducedType =
  'text/csv' | 'text/x-diff' | 'image/webp' | 'text/event-stream' | 'application/zip';

/** Answers the browser keeps as bytes (a `Blob`), since reading them as text would break them. */
export type BinaryProducedType = 'application/zip';
export const isBinaryProducedType = (type: ProducedType | undefined): type is BinaryProducedType =>
  type === 'application/zip';

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
  /** Set for file uploads, which have no JSON `body`. */
  upload?: Upload;
  /** Absent for answers without a body (204) and for answers that are not JSON (`produces`). */
  response?: Response;
  successStatus: 200 | 201 | 202 | 204;
  /** A successful answer that is not JSON but text of this type; `response` is then absent. */
  produces?: ProducedType;
  /** Takes If-Match with the version last read (its ETag); a stale one is answered 412. */
  ifMatch?: true;
  /**
   * The resource's state may refuse the request, answered 409: a name already taken, a status
   * that does not allow the change, the last super operator leaving.
   */
  conflicts?: true;
  /**
   * Public to the guard, but authorized by a signature in its query (a link an `<img>` or a
   * download follows, which cannot send a token): an expired or forged link is answered 403.
   */
  signedLink?: true;
  /**
   * Cannot be taken back (deleting an account or an organization): the caller must have signed
   * in within `recentSignInSeconds`, else 403 `reauthentication-required`. A token refreshed in
   * the background does not count; only typing the password or passing the popup again does.
   */
  recentSignIn?: true;
  /**
   * Problem statuses the rest of the entry does not imply, each with what it means here, e.g.
   * `{ 404: 'Not registered yet' }` for the caller's own account, whose path names nothing.
   */
  problems?: Partial<Record<ProblemStatus, string>>;
}

/** How long a sign-in counts as recent for an endpoint that asks for one: five minutes. */
export const recentSignInSeconds = 300;

/** What a 403 means, in the API's documentation, for an endpoint that asks for a recent sign-in. */
export const reauthenticationMeaning = `The caller may not do this, or signed in more than ${recentSignInSeconds / 60} minutes ago (\`reauthentication-required\`): sign in again and retry.`;

/** A problem status an endpoint may answer with, besides 5xx, which any endpoint may. */
export type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 429;

/**
 * The problem statuses an endpoint can answer, read from what its entry declares: any input to
 * validate → 400; a token to check → 401, and 403 for a caller without the access level (or a
 * signed link that expired or does not match); a path
 * naming a resource → 404 (also another organization's); `conflicts` → 409; `ifMatch` → 412; a
 * body → 413 when too large and 415 in another media type; 429 for every endpoint, since
 * every caller has a rate limit; and whatever its `problems` add. The OpenAPI document lists
 * exactly these.
 */
export function problemStatusesOf(endpoint: Endpoint): ProblemStatus[] {
  const takesBody = Boolean(endpoint.body ?? endpoint.upload);
  const statuses: [ProblemStatus, boolean][] = [
    [400, Boolean(endpoint.params ?? endpoint.query ?? endpoint.body ?? endpoint.upload)],
    [401, endpoint.access !== 'public'],
    [403, endpoint.access !== 'public' || endpoint.signedLink === true],
    [404, endpoint.path.includes(':')],
    [409, endpoint.conflicts === true],
    [412, endpoint.ifMatch === true],
    [413, takesBody],
    [415, takesBody],
    [429, true],
  ];
  const declared = new Set(Object.keys(endpoint.problems ?? {}).map(Number));
  return statuses
    .filter(([status, applies]) => applies || declared.has(status))
    .map(([status]) => status);
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
/** The fields of an upload endpoint's form, as the browser fills them in (strings). */
export type UploadFieldsOf<E> = E extends { upload: { fields: infer S extends z.ZodType } }
  ? z.input<S>
  : undefined;
export type ResponseOf<E> = E extends { produces: BinaryProducedType }
  ? Blob
  : E extends { produces: ProducedType }
    ? string
    : E extends { response: infer S extends z.ZodType }
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
