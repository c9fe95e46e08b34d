import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' contract schemas, served as JSON. */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Swiss Explorer API',
          description: 'Catalog of Swiss destinations, feature flags and travel tools.',
          version: options.version,
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
