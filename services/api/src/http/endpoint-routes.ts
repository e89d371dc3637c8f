import type { Readable } from 'node:stream';
import {
  apiBasePath,
  type Endpoint,
  type EndpointName,
  endpoints,
  problemSchema,
  problemTypes,
} from '@care/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CallerFor, VerifiedCaller } from '../auth/caller';
import type { Guard } from '../auth/guard';
import { DomainError } from '../domain/errors';
import type { ExpectedVersion } from '../domain/versioning';
import { answersVersion, parseIfMatch, versionEtag } from './etag';
import { ProblemError } from './problem';
import { rateLimitClass, type RateLimits } from './rate-limits';
import { readUpload, type UploadedFile } from './upload';

type Parsed<E, Key extends string> = E extends { [K in Key]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
/** An upload endpoint's body: its form fields, validated, and the file. */
type Body<E> = E extends { upload: infer U }
  ? (U extends { fields: infer S extends z.ZodType } ? z.output<S> : unknown) & {
      file: UploadedFile;
    }
  : Parsed<E, 'body'>;
/**
 * A non-JSON answer (`produces`: a download, a diff, a logo) is streamed or sent whole. A change
 * answered without a body (other than a deletion) still names the version it left, for its ETag.
 */
type Answer<E> = E extends { produces: string }
  ? Readable | string | Buffer
  : E extends { response: infer S extends z.ZodType }
    ? z.output<S>
    : E extends { ifMatch: true; method: 'DELETE' }
      ? void
      : E extends { ifMatch: true }
        ? { version: number }
        : void;

/** What a handler gets: validated input and the caller its endpoint's access level guarantees. */
export interface HandlerContext<E extends Endpoint> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Body<E>;
  caller: CallerFor<E['access']>;
  /**
   * The version the caller's If-Match names, for an endpoint that takes it (absent when the
   * caller sent none); the write compares it with the stored one.
   */
  expectedVersion: E extends { ifMatch: true } ? ExpectedVersion : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends Endpoint> = (
  context: HandlerContext<E>,
) => Promise<Answer<E>>;

/** One handler for every endpoint of the contracts table; the compiler reports a missing one. */
export type Handlers = { [Name in EndpointName]: EndpointHandler<(typeof endpoints)[Name]> };

declare module 'fastify' {
  interface FastifyRequest {
    caller: VerifiedCaller | null;
  }
}

const problemResponse = {
  description: 'Problem details (RFC 9457)',
  content: { 'application/problem+json': { schema: problemSchema } },
};

/** Fastify's `:name` path segments as OpenAPI's `{name}`. */
export function openApiPath(endpoint: Pick<Endpoint, 'path'>): string {
  return `${apiBasePath}${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
}

const multipartOnly = new ProblemError(
  415,
  problemTypes.unsupportedMediaType,
  'Send the file as multipart/form-data.',
);
const jsonOnly = new ProblemError(
  415,
  problemTypes.unsupportedMediaType,
  'This endpoint takes JSON, not multipart/form-data.',
);

/** Text is sent with its character set; a picture's bytes have none. */
const contentTypeOf = (produces: string) =>
  produces.startsWith('text/') ? `${produces}; charset=utf-8` : produces;

/** A token the guard refused, charged to its address's anonymous budget. */
const isRefusedToken = (error: unknown) =>
  error instanceof DomainError && error.type === problemTypes.unauthorized;

/** The version an answer carries, if it carries one. */
function versionOf(answer: unknown): number | undefined {
  if (typeof answer !== 'object' || answer === null || !('version' in answer)) return undefined;
  return typeof answer.version === 'number' ? answer.version : undefined;
}

/**
 * Registers every endpoint of the contracts table under the API base: zod validates params,
 * query and body (unknown keys are 400), the response schema serializes the answer, and the
 * guard checks the endpoint's access level before the body is parsed. An upload endpoint takes
 * multipart/form-data (and only it) and its handler gets the form read by `readUpload`; a
 * download endpoint answers its text or bytes with the media type it declares. An endpoint that
 * takes If-Match hands its handler the version it names, and an answer that carries a version
 * goes with it as its ETag, so handlers read and write no such header.
 */
export function registerEndpoints(
  app: FastifyInstance,
  handlers: Handlers,
  guard: Guard,
  limits: RateLimits | null = null,
) {
  app.decorateRequest('caller', null);
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint: Endpoint = endpoints[name];
    const handler = handlers[name] as unknown as EndpointHandler<Endpoint>;
    const tagsAnswer = answersVersion(endpoint);
    app.route({
      method: endpoint.method,
      url: `${apiBasePath}${endpoint.path}`,
      schema: {
        operationId: name,
        summary: endpoint.summary,
        tags: [endpoint.tag],
        // A public endpoint says so (an empty list), rather than leaving readers to guess.
        security: endpoint.access === 'public' ? [] : [{ bearer: [] }],
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: {
          // A non-JSON answer is documented by the OpenAPI transform; nothing here serializes it.
          ...(endpoint.produces
            ? {}
            : {
                [endpoint.successStatus]: endpoint.response ?? z.undefined().describe('No content'),
              }),
          '4xx': problemResponse,
          '5xx': problemResponse,
        },
      },
      ...(limits ? { onRequest: async (request) => limits.screen(request) } : {}),
      // Before the body is parsed or validated; the caller's budget is charged once it is known.
      preParsing: async (request) => {
        try {
          request.caller = await guard(endpoint.access, request, {
            recentSignIn: endpoint.recentSignIn === true,
          });
        } catch (error) {
          if (limits && isRefusedToken(error)) await limits.chargeRefusedToken(request);
          throw error;
        }
        await limits?.charge(request, rateLimitClass(name, endpoint, request.caller));
      },
      preValidation: async (request) => {
        const multipart = request.isMultipart();
        if (endpoint.upload && !multipart) throw multipartOnly;
        if (!endpoint.upload && multipart) throw jsonOnly;
      },
      handler: async (request, reply) => {
        const answer = await handler({
          params: request.params,
          query: request.query,
          body: endpoint.upload ? await readUpload(request, endpoint.upload) : request.body,
          caller: request.caller,
          expectedVersion: endpoint.ifMatch ? parseIfMatch(request.headers['if-match']) : undefined,
          request,
          reply,
        } as HandlerContext<Endpoint>);
        reply.code(endpoint.successStatus);
        if (endpoint.produces) return reply.type(contentTypeOf(endpoint.produces)).send(answer);
        const version = tagsAnswer ? versionOf(answer) : undefined;
        if (version !== undefined) reply.header('etag', versionEtag(version));
        return endpoint.successStatus === 204 ? reply.send() : answer;
      },
    });
  }
}
