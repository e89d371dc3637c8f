import {
  apiBasePath,
  type Endpoint,
  type EndpointName,
  endpoints,
  isBinaryProducedType,
  problemSchema,
  type ProblemStatus,
  problemStatusesOf,
  type Upload,
} from '@care/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answersVersion } from './etag';

export const openApiDocumentPath = `${apiBasePath}/openapi.json`;
export const docsPath = `${apiBasePath}/docs`;

type SwaggerTransform = ReturnType<typeof createJsonSchemaTransform>;
type TransformInput = Parameters<SwaggerTransform>[0];
type DocumentedSchema = Record<string, unknown> & {
  operationId?: string;
  response?: Record<string, unknown>;
};

/**
 * What the zod transform cannot see, since such routes validate and serialize no JSON: an upload
 * endpoint's form (its fields as strings, then the file) and a download's media type.
 */
function documentFilesAndDownloads(zodTransform: SwaggerTransform) {
  return (input: TransformInput) => {
    const transformed = zodTransform(input);
    const schema = transformed.schema as DocumentedSchema;
    const name = schema.operationId;
    const endpoint = name && name in endpoints ? endpoints[name as EndpointName] : undefined;
    if (!endpoint) return transformed;
    if ('upload' in endpoint && endpoint.upload) {
      const upload: Upload = endpoint.upload;
      const fields = upload.fields
        ? (z.toJSONSchema(upload.fields, { io: 'input', unrepresentable: 'any' }) as {
            properties?: Record<string, unknown>;
            required?: string[];
          })
        : {};
      schema.consumes = ['multipart/form-data'];
      schema.body = {
        type: 'object',
        properties: {
          ...fields.properties,
          [upload.file]: {
            type: 'string',
            format: 'binary',
            description: `At most ${upload.maxFileBytes} bytes; send the other fields first.`,
          },
        },
        required: [...(fields.required ?? []), upload.file],
      };
    }
    if ('produces' in endpoint && endpoint.produces) {
      schema.response = {
        ...schema.response,
        [endpoint.successStatus]: {
          description: endpoint.summary,
          // A ZIP is bytes; the other downloads are text.
          content: {
            [endpoint.produces]: {
              schema: isBinaryProducedType(endpoint.produces)
                ? { type: 'string', format: 'binary' }
                : { type: 'string' },
            },
          },
        },
      };
    }
    return transformed;
  };
}

/** What each problem status means, as the document explains it; the body is always a Problem. */
const problemMeanings: Record<ProblemStatus | '5XX', string> = {
  400: 'The parameters, query or body are not valid (validation-error; `errors` names each field).',
  401: 'No bearer token, or one that is malformed, expired or not issued for this project.',
  403: 'The caller may not do this: email not verified, not registered, or without the role.',
  404: 'Not found, or not visible to the caller (another organization’s ids answer the same).',
  409: 'The resource’s state refuses it: a name already taken, or a status that does not allow it.',
  412: 'The If-Match version is stale: someone changed it since; read it again.',
  413: 'The body or the file is larger than accepted.',
  415: 'The body is not in the media type this endpoint takes.',
  429: 'Too many requests; Retry-After says when to try again.',
  '5XX': 'The server failed (500), or the database or the identity service does not answer (503).',
};

const problemReference = { $ref: '#/components/schemas/Problem' };

function problemAnswer(meaning: string) {
  return {
    description: meaning,
    content: { 'application/problem+json': { schema: problemReference } },
  };
}

type Operation = {
  operationId?: string;
  parameters?: unknown[];
  responses?: Record<string, unknown>;
};
type OpenApiObject = { paths?: Record<string, Record<string, Operation>> };

/**
 * Each operation lists the problem statuses its contract entry says it can answer (see
 * `problemStatusesOf`), each pointing at the one Problem schema, instead of the `4xx`/`5xx`
 * catch-alls the routes serialize problems with; a status the entry declares itself is
 * described in its words.
 */
function documentProblemAnswers(document: OpenApiObject): void {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const name = operation.operationId;
      if (!name || !(name in endpoints) || !operation.responses) continue;
      const { '4XX': _clientErrors, '5XX': _serverErrors, ...answers } = operation.responses;
      const endpoint: Endpoint = endpoints[name as EndpointName];
      for (const status of problemStatusesOf(endpoint))
        answers[String(status)] = problemAnswer(
          endpoint.problems?.[status] ?? problemMeanings[status],
        );
      answers['5XX'] = problemAnswer(problemMeanings['5XX']);
      operation.responses = answers;
    }
  }
}

const ifMatchParameter = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The ETag of the version last read (`"<version>"`, or `*` for any); a stale one is answered ' +
    '412 and changes nothing. Callers other than the panel may leave it out.',
  // The forms parseIfMatch reads: `*`, or a version, quoted or not, weak or not.
  schema: { type: 'string', maxLength: 24, pattern: '^(\\*|(W/)?"?[0-9]{1,15}"?)$' },
};

const etagHeader = {
  description:
    'The version the answer is at, `"<version>"`: what the next change sends in If-Match.',
  schema: { type: 'string' },
};

/**
 * Each operation whose contract entry takes If-Match documents that header, and each whose
 * answer carries a version (`answersVersion`) the ETag it comes with: as the routes read and
 * write them.
 */
function documentVersions(document: OpenApiObject): void {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const name = operation.operationId;
      if (!name || !(name in endpoints)) continue;
      const endpoint: Endpoint = endpoints[name as EndpointName];
      if (endpoint.ifMatch)
        operation.parameters = [...(operation.parameters ?? []), ifMatchParameter];
      const success = operation.responses?.[String(endpoint.successStatus)] as
        { headers?: Record<string, unknown> } | undefined;
      if (success && answersVersion(endpoint))
        success.headers = { ...success.headers, ETag: etagHeader };
    }
  }
}

/**
 * The OpenAPI document is generated from the same contracts the routes are registered from.
 * Register before the routes: @fastify/swagger collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Care panel API',
        version: '1',
        description: 'Errors are RFC 9457 problem details (application/problem+json).',
      },
      // Paths carry the API base, so the server is the origin the document is served from.
      servers: [{ url: '/', description: 'The deployment serving this document' }],
      components: {
        schemas: {
          Problem: z.toJSONSchema(problemSchema, { target: 'openapi-3.0' }) as Record<
            string,
            unknown
          >,
        },
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
        },
      },
    },
    transform: documentFilesAndDownloads(createJsonSchemaTransform({ skipList: [] })),
    transformObject: (input) => {
      if (!('openapiObject' in input)) return input.swaggerObject;
      documentProblemAnswers(input.openapiObject as OpenApiObject);
      documentVersions(input.openapiObject as OpenApiObject);
      return input.openapiObject;
    },
  });
  // The page and its assets come from @fastify/swagger-ui's own copy of Swagger UI, so the docs
  // work offline; its policy would still let the page load styles and fonts from any https
  // origin and images from the online validator (which is off): allow only the API itself.
  await app.register(swaggerUi, {
    routePrefix: docsPath,
    staticCSP: true,
    transformStaticCSP: (policy) =>
      policy.replace(/ (?:https:|validator\.swagger\.io)(?= |;)/g, ''),
  });
  app.get(openApiDocumentPath, { schema: { hide: true } }, () => app.swagger());
}
