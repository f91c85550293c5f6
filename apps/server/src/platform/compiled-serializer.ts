import fastJson from 'fast-json-stringify';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * A route's answer written by a serializer compiled once from its zod response schema, for the
 * answers too large to pass through zod on every request (the patients list: 100 rows of 10
 * statuses). It writes only the fields the schema names, so nothing the handler carries beside
 * them leaks, and fails the request (500) when a required field is missing or a value cannot be
 * written as the schema's JSON type. Unlike zod it does not check what the schema refines beyond
 * JSON types (enum members, integer ranges): the handler's return type is the same schema's, so
 * TypeScript holds those. The OpenAPI document still comes from the zod schema itself.
 */
export const compiledSerializer: FastifySerializerCompiler<FastifySchema> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType))
    throw new Error(`${method} ${url}: a compiled serializer needs a zod response schema`);
  // OpenAPI 3.0's `nullable: true` rather than an anyOf with null: the serializer writes it with a
  // null check, where an anyOf would validate each value against every branch.
  return fastJson(z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0' }) as fastJson.Schema);
};
