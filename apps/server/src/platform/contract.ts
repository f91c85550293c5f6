import type {
  RouteBody,
  RouteDeclaration,
  RouteHeaders,
  RouteParams,
  RouteQuery,
  RouteReply,
} from '@vigil/domain';
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySerializerCompiler,
  FastifyTypeProviderDefault,
} from 'fastify';
import type { Api } from './api.ts';

/** The request a declared route's handler gets: params, query, body and headers typed by its schemas. */
export type ContractRequest<R extends RouteDeclaration> = FastifyRequest<{
  Params: RouteParams<R>;
  Querystring: RouteQuery<R>;
  Body: RouteBody<R>;
  Headers: RouteHeaders<R>;
}>;

/** Answers with the declared answer, or sends it itself (a 204, a header) and gives the reply. */
export type ContractHandler<R extends RouteDeclaration> = (
  request: ContractRequest<R>,
  reply: FastifyReply,
) => RouteReply<R> | FastifyReply | Promise<RouteReply<R> | FastifyReply>;

/** What a route adds to its declaration on the server only: how it answers, not what. */
export interface ServeOptions {
  /** A faster serializer for a large answer (compiled-serializer.ts). */
  readonly serializerCompiler?: FastifySerializerCompiler<FastifySchema>;
  /** Route settings beside `access`, which the declaration gives (a rate limit). */
  readonly config?: Omit<FastifyContextConfig, 'access'>;
  /** A stream is written event by event: compressing it would hold events back. */
  readonly compress?: false;
}

/**
 * Serves a declared route (packages/domain/src/contract/route.ts): its path, access, schemas and
 * summary come from the declaration, so the validation, the serialized answer and the OpenAPI
 * document cannot drift from what the web calls.
 */
export function serve<R extends RouteDeclaration>(
  api: Api,
  route: R,
  handler: ContractHandler<R>,
  options: ServeOptions = {},
): void {
  const { method, path, access, summary, description, tags, anonymous } = route;
  const { params, query, body, headers, status = 200, answer } = route;
  // Typed by the declaration rather than by the type provider, which cannot see through R.
  const plain = api.withTypeProvider<FastifyTypeProviderDefault>();
  plain.route({
    method,
    url: path,
    config: { ...options.config, access },
    schema: {
      tags: [...tags],
      summary,
      ...(description !== undefined && { description }),
      ...(anonymous && { security: [] }),
      ...(headers && { headers }),
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      response: { [status]: answer },
    },
    ...(options.serializerCompiler ? { serializerCompiler: options.serializerCompiler } : {}),
    ...(options.compress === false && { compress: false }),
    // Fastify has validated params, query, body and headers with the declaration's schemas by now.
    handler: (request, reply) => handler(request as ContractRequest<R>, reply),
  });
}

/** The path of a declared route as the OpenAPI document writes it: `/api/v1/patients/{id}`. */
export function openApiPath(route: RouteDeclaration): string {
  return `/api/v1${route.path.replace(/:(\w+)/g, '{$1}')}`;
}
