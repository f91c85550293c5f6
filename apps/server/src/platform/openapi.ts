import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@vigil/domain';

interface OpenApiOptions {
  readonly version: string;
  /** Serve the document and its browser at /api/docs (off on prod by default). */
  readonly served: boolean;
}

type Operation = { operationId?: string; responses?: Record<string, unknown> };
type OpenApiObject = { paths?: Record<string, Record<string, Operation>> };

const ERROR_BODY = {
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          message: { type: 'string' },
          code: { type: 'string', enum: [...ERROR_CODES] },
          messageId: {
            type: 'string',
            description: 'The catalogue message the text is (e.g. limit.fillAllValues), for translating it',
          },
        },
        required: ['message', 'code'],
      },
    },
  },
};

/** `get` + `/api/v1/patients/{id}/access` → `getPatientsByIdAccess`, for generated clients. */
export function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1/, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith('{') ? `by-${word.slice(1, -1)}` : word))
    .flatMap((word) => word.split('-'))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method + words.join('');
}

/**
 * Completes what the routes leave out: an operation id, and the error answers every operation
 * can give in Vigil's one error shape (docs/requirements/errors.md#error-shape) — the routes declare only their success.
 */
function completeOperations(document: OpenApiObject): OpenApiObject {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      operation.operationId ??= operationId(method, path);
      describeStreams(operation);
      operation.responses = {
        ...operation.responses,
        '4XX': {
          description: 'Bad input, no login or rights, not found, conflict, or too many',
          ...ERROR_BODY,
        },
        '5XX': {
          description: 'The database is unavailable (503) or an unexpected failure (500)',
          ...ERROR_BODY,
        },
      };
    }
  }
  return document;
}

type MediaTypes = Record<string, { schema?: { type?: string; contentMediaType?: string } }>;

/**
 * A stream (GET /events) declares a string schema carrying its media type (contentMediaType): its
 * answers are described under that media type instead of application/json.
 */
function describeStreams(operation: Operation): void {
  for (const response of Object.values(operation.responses ?? {})) {
    const content = (response as { content?: MediaTypes }).content;
    const schema = content?.['application/json']?.schema;
    const mediaType = schema?.contentMediaType;
    if (!content || !schema || !mediaType) continue;
    delete content['application/json'];
    content[mediaType] = { schema: { type: 'string' } };
  }
}

/** OpenAPI 3.1 generated from the routes' zod schemas (`app.swagger()`), browsable at /api/docs. */
export async function registerOpenApi(
  app: FastifyInstance,
  { version, served }: OpenApiOptions,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vigil API',
        version,
        description: 'Clinical remote monitoring: staff and patient-device API.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // The document is served by the server it describes.
      servers: [{ url: '/', description: 'This Vigil server' }],
      components: {
        securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' } },
      },
      security: [{ authToken: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) =>
      'openapiObject' in documents
        ? completeOperations(documents.openapiObject as OpenApiObject)
        : documents.swaggerObject,
  });
  if (served) await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
