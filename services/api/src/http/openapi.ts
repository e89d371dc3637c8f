import { apiBasePath } from '@care/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const openApiDocumentPath = `${apiBasePath}/openapi.json`;
export const docsPath = `${apiBasePath}/docs`;

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
    transform: createJsonSchemaTransform({ skipList: [] }),
  });
  await app.register(swaggerUi, { routePrefix: docsPath, staticCSP: true });
  app.get(openApiDocumentPath, { schema: { hide: true }, config: { rateLimit: false } }, () =>
    app.swagger(),
  );
}
