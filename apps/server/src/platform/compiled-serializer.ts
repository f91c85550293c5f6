import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * A route's answer written by a serializer compiled once from its zod response schema, for the
 * answers too large to pass through zod on every request (the patients list: 100 rows of 10
 * statuses). It keeps only the fields the schema names, at every depth, so nothing the handler
 * carries beside them leaks, and fails the request (500) when a required field is missing. Unlike
 * zod it does not check values (types, enum members, integer ranges): the handler's return type is
 * the same schema's, so TypeScript holds those. The OpenAPI document still comes from the zod
 * schema itself.
 *
 * What the schema names is written by JSON.stringify, from the handler's own objects when they hold
 * nothing more (checked, not copied), else from a copy of the named fields. A serializer that
 * builds the text by concatenation (fast-json-stringify) leaves a rope of tens of thousands of
 * pieces for a list page, which the garbage collector and the flattening before compression paid
 * for on every request (docs/decisions/patients-list.md#the-lists-answer-is-written-by-jsonstringify-through-a-projection-compiled-from-its-schema).
 */
export const compiledSerializer: FastifySerializerCompiler<FastifySchema> = ({ schema, method, url }) => {
  if (!(schema instanceof z.core.$ZodType))
    throw new Error(`${method} ${url}: a compiled serializer needs a zod response schema`);
  const keep = projection(z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0' }) as JsonSchema);
  return (data) => JSON.stringify(keep(data));
};

/** The parts of JSON Schema (OpenAPI 3.0 flavour) that zod writes for a response schema. */
interface JsonSchema {
  readonly type?: string;
  readonly nullable?: boolean;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: JsonSchema | boolean;
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
}

type Projection = (value: unknown) => unknown;

const asIs: Projection = (value) => value;

/** A function that copies what `schema` names of a value, compiled once per schema node. */
function projection(schema: JsonSchema): Projection {
  if (schema.anyOf) throw new Error('a compiled serializer does not write unions');
  const project = schema.type === 'object' ? objectProjection(schema) : arrayOrValue(schema);
  return schema.nullable ? (value) => (value === null ? null : project(value)) : project;
}

function arrayOrValue(schema: JsonSchema): Projection {
  if (schema.type !== 'array' || !schema.items) return asIs;
  const item = projection(schema.items);
  if (item === asIs) return asIs;
  return (value) => {
    const items = value as unknown[];
    return items.some((entry) => item(entry) !== entry) ? items.map(item) : items;
  };
}

function objectProjection(schema: JsonSchema): Projection {
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => ({
    name,
    project: projection(field),
    required: schema.required?.includes(name) ?? false,
  }));
  const rest =
    typeof schema.additionalProperties === 'object' ? projection(schema.additionalProperties) : null;
  // A record (z.record): every key of the value, each written by the schema of its values.
  if (rest) return (value) => mapValues(value as Record<string, unknown>, rest);
  return (value) => {
    const source = value as Record<string, unknown>;
    let changed = false;
    let present = 0;
    for (const { name, project, required } of fields) {
      const field = source[name];
      if (field === undefined) {
        if (required) throw new Error(`"${name}" is required`);
        continue;
      }
      present++;
      if (project(field) !== field) changed = true;
    }
    // The value itself when it holds nothing more than the schema names: most answers, no copy.
    if (!changed && ownKeyCount(source) === present) return source;
    const copy: Record<string, unknown> = {};
    for (const { name, project } of fields)
      if (source[name] !== undefined) copy[name] = project(source[name]);
    return copy;
  };
}

function mapValues(source: Record<string, unknown>, project: Projection): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const name in source) {
    const field = source[name];
    const kept = project(field);
    if (kept !== field) copy ??= { ...source };
    if (copy) copy[name] = kept;
  }
  return copy ?? source;
}

function ownKeyCount(value: object): number {
  return Object.keys(value).length;
}
