import fs from 'node:fs';
import path from 'node:path';
import type {} from '@fastify/swagger';
import { DECLARED_ROUTES } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { openApiPath } from './contract.ts';

const featuresDir = path.resolve(import.meta.dirname, '../features');

/**
 * Server features whose routes are still registered by hand rather than served from their
 * declaration (issue 41, step 1). The list may only shrink: a feature leaves it once none of its
 * routes is registered by hand, and the test fails while a migrated feature is still named here.
 */
const NOT_YET_DECLARED: string[] = [];

/** The /api/v1 routes (test-run routes aside) on the contract and not yet: the figures move together. */
const ROUTES_DECLARED = 148;
const ROUTES_LEFT = 0;

/** Not part of the contract on purpose: FHIR R4's own wire under /fhir/R4, and routes of test runs only. */
const OUTSIDE_THE_CONTRACT = ['fhir', 'test-support'];

/** A registration written by hand: `api.get('/…'`, `untyped.post(\n '/…'`, `api.route({`. */
const HAND_REGISTRATION = /\.(?:get|post|put|delete|patch)\(\s*['`]\/|\.route\(\s*\{/;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}

const registersByHand = (feature: string) =>
  sourceFiles(path.join(featuresDir, feature)).some((file) =>
    HAND_REGISTRATION.test(fs.readFileSync(file, 'utf8')),
  );

/** One field of a JSON value, if it is an object that has it. */
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (Reflect.get(value, key) as unknown) : undefined;

const declared = Object.entries(DECLARED_ROUTES).flatMap(([feature, groups]) =>
  groups.flatMap((group) => Object.entries(group).map(([name, route]) => ({ feature, name, route }))),
);

describe('the route contract', () => {
  let server: TestApp;
  let paths: unknown;

  beforeAll(async () => {
    server = await createTestApp();
    paths = field(server.app.swagger(), 'paths');
  }, 300_000);
  afterAll(() => server.close());

  it('every declared route is served, under its declared access', () => {
    const served = new Map(
      server.app.declaredRoutes.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    const missing = declared.filter(
      ({ route }) => served.get(`${route.method} /api/v1${route.path}`) !== route.access,
    );
    expect(missing.map(({ feature, name }) => `${feature}.${name}`)).toEqual([]);
  });

  it('every declared route is in the OpenAPI document with its summary', () => {
    const undocumented = declared.filter(({ route }) => {
      const operation = field(field(paths, openApiPath(route)), route.method.toLowerCase());
      return field(operation, 'summary') !== route.summary;
    });
    expect(undocumented.map(({ feature, name }) => `${feature}.${name}`)).toEqual([]);
  });

  it('a feature on the contract registers no route by hand', () => {
    const features = fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !OUTSIDE_THE_CONTRACT.includes(entry.name))
      .map((entry) => entry.name)
      .sort();
    const byHand = features.filter(registersByHand);
    expect(byHand).toEqual(NOT_YET_DECLARED);
    for (const feature of Object.keys(DECLARED_ROUTES)) expect(features).toContain(feature);
  });

  it(`${ROUTES_DECLARED} routes are declared, ${ROUTES_LEFT} are left to declare`, () => {
    const api = server.app.declaredRoutes.filter((route) => !route.url.startsWith('/api/v1/test/'));
    const onContract = new Set(declared.map(({ route }) => `${route.method} /api/v1${route.path}`));
    const left = api.filter((route) => !onContract.has(`${route.method} ${route.url}`));
    expect({ declared: onContract.size, left: left.length }).toEqual({
      declared: ROUTES_DECLARED,
      left: ROUTES_LEFT,
    });
  });
});
