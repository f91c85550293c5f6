/**
 * Requests generated from the app's own OpenAPI document: for every operation, one plausible
 * request per input field with that field replaced by a hostile value. Tests use it to hold a
 * rule for every route at once, so a route added later is covered the moment it exists.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  minimum?: number;
  const?: unknown;
};

interface Parameter {
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly name: string;
  readonly schema?: JsonSchema;
}

interface Operation {
  readonly parameters?: Parameter[];
  readonly requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  readonly paths: Record<string, Record<string, Operation>>;
}

/** What a field holds, as far as the hostile values care. */
export type FieldKind = 'string' | 'integer';

export interface FieldProbe {
  readonly method: string;
  readonly path: string;
  /** Where the hostile value sits, e.g. `query.filter` or `body.clinics[0]`. */
  readonly field: string;
  readonly kind: FieldKind;
  readonly url: string;
  readonly payload?: unknown;
}

/** Every string and integer field of every operation, each with a hostile value put in its place. */
export function fieldProbes(document: OpenApiDocument, hostile: Record<FieldKind, unknown>): FieldProbe[] {
  const probes: FieldProbe[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const sampleParams = Object.fromEntries(parameters.map((p) => [p.name, sampleOf(p.schema ?? {})]));
      const sampleBody = bodySchema ? sampleOf(bodySchema) : undefined;
      const request = (params: Record<string, unknown>, body: unknown) => ({
        method: method.toUpperCase(),
        path,
        url: urlOf(path, parameters, params),
        ...(bodySchema ? { payload: body } : {}),
      });
      for (const parameter of parameters) {
        const kind = kindOf(parameter.schema ?? {});
        if (!kind) continue;
        probes.push({
          ...request({ ...sampleParams, [parameter.name]: hostile[kind] }, sampleBody),
          field: `${parameter.in}.${parameter.name}`,
          kind,
        });
      }
      if (bodySchema) {
        for (const leaf of leavesOf(bodySchema, 'body')) {
          probes.push({
            ...request(sampleParams, replaceAt(sampleBody, leaf.route, hostile[leaf.kind])),
            field: leaf.name,
            kind: leaf.kind,
          });
        }
      }
    }
  }
  return probes;
}

function urlOf(path: string, parameters: Parameter[], values: Record<string, unknown>): string {
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const value = String(values[parameter.name]);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else query.set(parameter.name, value);
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** The first non-null alternative of a union, or the schema itself. */
function concrete(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!alternatives) return schema;
  return concrete(alternatives.find((alternative) => alternative.type !== 'null') ?? alternatives[0]!);
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = concrete(schema).type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
}

function kindOf(schema: JsonSchema): FieldKind | undefined {
  const type = typeOf(schema);
  return type === 'string' || type === 'integer' ? type : undefined;
}

/** A value the schema plausibly accepts, so the probed field is the one thing wrong. */
export function sampleOf(schema: JsonSchema, name = ''): unknown {
  const resolved = concrete(schema);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum[0];
  switch (typeOf(resolved)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([key, property]) => [key, sampleOf(property, key)]),
      );
    case 'array':
      return resolved.items ? [sampleOf(resolved.items)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, resolved.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      if (resolved.format === 'date') return '2026-01-01';
      if (resolved.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (resolved.format === 'email' || /email/i.test(name)) return 'probe@example.org';
      if (/password/i.test(name)) return 'Probe-Password-2026';
      return 'probe'.padEnd(resolved.minLength ?? 0, 'e');
    case 'null':
    case undefined:
    default:
      return null;
  }
}

type Step = string | number;

function* leavesOf(
  schema: JsonSchema,
  name: string,
  route: Step[] = [],
): Generator<{ name: string; route: Step[]; kind: FieldKind }> {
  const resolved = concrete(schema);
  const type = typeOf(resolved);
  if (type === 'object') {
    for (const [key, property] of Object.entries(resolved.properties ?? {}))
      yield* leavesOf(property, `${name}.${key}`, [...route, key]);
  } else if (type === 'array' && resolved.items) {
    yield* leavesOf(resolved.items, `${name}[0]`, [...route, 0]);
  } else {
    const kind = kindOf(resolved);
    if (kind && resolved.enum === undefined && resolved.const === undefined) yield { name, route, kind };
  }
}

function replaceAt(value: unknown, route: Step[], replacement: unknown): unknown {
  if (route.length === 0) return replacement;
  const [step, ...rest] = route;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    Step,
    unknown
  >;
  copy[step!] = replaceAt(copy[step!], rest, replacement);
  return copy;
}
