import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectSwept, type TestApp } from '../test/app.ts';
import { authHeaders, createClinic, createPatient, createUser, loginAs } from '../test/factory.ts';

/**
 * Security issue 39: every operation of the OpenAPI document, for every role, answers malformed
 * input derived from its schema with a 4xx (or a 2xx where the input is harmless) and a JSON
 * body — never a 5xx. The cases are generated from the document, so a new route is covered the
 * day it is added.
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

const DEEP_JSON = '['.repeat(5000) + ']'.repeat(5000);
const DEEP_OBJECT = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
const OVERLONG = 'x'.repeat(100_000);

/** Texts for a path or query value: ids and numbers spelled wrong or out of range, impossible dates. */
const MALFORMED_VALUES = [
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '0x10',
  '1e3',
  '2026-02-30',
  '9999-99-99',
  'true',
  'x'.repeat(600),
  '%00',
];

const SHORT_VALUES = ['2147483648', '9007199254740993', '1.5', '-1', '2026-02-30'];
const SHORT_BODIES = [DEEP_JSON, '', '"text"', '{}', JSON.stringify({ id: 2 ** 53 + 2, date: '2026-02-30' })];

/** Values of the wrong type or out of range for a schema, for one body field. */
function malformedFieldValues(schema: JsonSchema | undefined): unknown[] {
  const types = [schema?.type ?? []].flat();
  const values: unknown[] = [null, { nested: true }, ['list']];
  if (types.includes('integer') || types.includes('number')) {
    values.push(2 ** 31, 2 ** 53 + 2, -(2 ** 53) - 2, 1.5, -1, 'twelve', 1e308);
  }
  if (types.includes('string')) {
    values.push(12, true, OVERLONG, '2026-02-30', '2026-13-01T25:61:00Z', '\u0000');
  }
  if (types.includes('boolean')) values.push('yes', 2);
  if (types.includes('array'))
    values.push(
      'not a list',
      [OVERLONG],
      Array.from({ length: 10_000 }, () => 2 ** 53),
    );
  return values;
}

function bodyCases(schema: JsonSchema | undefined): string[] {
  const texts = [DEEP_JSON, DEEP_OBJECT, '', '{', '"text"', '123', '[]', 'null', '{}'];
  const object = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema;
  for (const [name, field] of Object.entries(object?.properties ?? {})) {
    for (const value of malformedFieldValues(field)) texts.push(JSON.stringify({ [name]: value }));
  }
  if (object?.type === 'array') texts.push(JSON.stringify([2 ** 53, '2026-02-30', null, {}]));
  return texts;
}

interface Case {
  readonly label: string;
  readonly request: InjectOptions;
}

/**
 * The cases of one operation. `full` for the role that reaches most (the product admin); the
 * other roles get one value of each kind, which keeps the run short.
 */
function casesOf(path: string, method: string, operation: Operation, full: boolean): Case[] {
  const values = full ? MALFORMED_VALUES : SHORT_VALUES;
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const urlWith = (values: Record<string, string>, query: Record<string, string> = {}) => {
    let url = path;
    for (const parameter of pathParameters) {
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(values[parameter.name] ?? '1'));
    }
    const search = new URLSearchParams(query).toString();
    return search ? `${url}?${search}` : url;
  };
  const cases: Case[] = [];
  const verb = method.toUpperCase() as InjectOptions['method'];
  for (const parameter of pathParameters) {
    for (const value of values) {
      cases.push({
        label: `${parameter.name}=${value.slice(0, 20)}`,
        request: { method: verb, url: urlWith({ [parameter.name]: value }) },
      });
    }
  }
  for (const parameter of queryParameters) {
    for (const value of values) {
      const url = urlWith({}, { [parameter.name]: value });
      cases.push({ label: `?${parameter.name}=${value.slice(0, 20)}`, request: { method: verb, url } });
    }
  }
  const json = operation.requestBody?.content?.['application/json'];
  if (json || ['POST', 'PUT', 'PATCH'].includes(verb ?? '')) {
    for (const payload of full ? bodyCases(json?.schema) : SHORT_BODIES) {
      cases.push({
        label: `body ${payload.slice(0, 40)}`,
        request: { method: verb, url: urlWith({}), headers: { 'content-type': 'application/json' }, payload },
      });
    }
  }
  if (cases.length === 0) cases.push({ label: 'as is', request: { method: verb, url: urlWith({}) } });
  return cases;
}

// Operations that end the caller's session would cut the rest of the run short for that role.
const ENDS_SESSION = new Set(['DELETE /api/v1/session']);

describe('no input answers a server error', () => {
  let server: TestApp;
  let document: Document;
  const tokens: Record<string, string | undefined> = {};

  beforeAll(async () => {
    server = await createTestApp();
    const { db } = server.database;
    const clinic = await createClinic(db);
    await createPatient(db, { clinicIds: [clinic.clinicId] });
    const emptyClinic = await createClinic(db);
    const as = async (role: Parameters<typeof createUser>[1]) =>
      loginAs(server.app, await createUser(db, role));
    tokens.anonymous = undefined;
    tokens['patient-less nurse'] = await as({ role: 'ROLE_USER', clinicIds: [emptyClinic.clinicId] });
    tokens.nurse = await as({ role: 'ROLE_USER', clinicIds: [clinic.clinicId] });
    tokens.admin = await as({ role: 'ROLE_ADMIN', clinicIds: [clinic.clinicId] });
    tokens['product admin'] = await as({ role: 'ROLE_MYAPPADMIN', clinicIds: [clinic.clinicId] });
    document = (server.app as unknown as { swagger(): Document }).swagger();
  }, 300_000);
  afterAll(() => server.close());

  it('every operation, every role, every malformed input: below 500 with a JSON body', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        for (const [role, token] of Object.entries(tokens)) {
          const cases = casesOf(path, method, operation, role === 'product admin');
          if (token && ENDS_SESSION.has(`${method.toUpperCase()} ${path}`)) continue;
          for (const { label, request } of cases) {
            requests++;
            const response = await injectSwept(server.app, {
              ...request,
              headers: { ...request.headers, ...(token ? authHeaders(token) : {}) },
            });
            const where = `${role}: ${method.toUpperCase()} ${path} (${label})`;
            if (response.statusCode >= 500) {
              failures.push(`${where} → ${response.statusCode} ${response.body.slice(0, 200)}`);
            } else if (response.statusCode >= 400) {
              const type = String(response.headers['content-type'] ?? '');
              if (!type.includes('json'))
                failures.push(`${where} → ${response.statusCode} not JSON (${type})`);
              else {
                const body = response.json<{ message?: unknown; code?: unknown; resourceType?: unknown }>();
                const described = typeof body.message === 'string' && typeof body.code === 'string';
                if (!described && body.resourceType !== 'OperationOutcome') {
                  failures.push(`${where} → ${response.statusCode} without message and code`);
                }
              }
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The document is large: a collapse of the generator to a handful of cases must show.
    expect(requests).toBeGreaterThan(3_000);
    console.info(`${requests} requests`);
  }, 600_000);
});
