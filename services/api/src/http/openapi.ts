import { apiBasePath, type EndpointName, endpoints, type Upload } from '@care/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
          content: { [endpoint.produces]: { schema: { type: 'string' } } },
        },
      };
    }
    return transformed;
  };
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
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
        },
      },
    },
    transform: documentFilesAndDownloads(createJsonSchemaTransform({ skipList: [] })),
  });
  await app.register(swaggerUi, { routePrefix: docsPath, staticCSP: true });
  app.get(openApiDocumentPath, { schema: { hide: true } }, () => app.swagger());
}
