import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ERROR_CODES } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/**
 * Security issue 39, finding 4: the OpenAPI document is valid OpenAPI 3.1 by a second, independent
 * validator (`npm run lint:openapi` is Redocly's), lists API operations only, and every error the
 * server answers is one of its documented codes.
 */
describe('the OpenAPI document', () => {
  let server: TestApp;
  let document: { paths: Record<string, Record<string, unknown>> };
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Vigil</title>');
    for (const name of ['main-abc123.js', 'frame-def456.js'])
      fs.writeFileSync(path.join(dist, 'assets', name), '1');
    server = await createTestApp({ WEB_DIST_DIR: dist });
    document = (server.app as unknown as { swagger(): typeof document }).swagger();
  }, 300_000);
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('is valid OpenAPI 3.1 by @seriousme/openapi-schema-validator', async () => {
    const result = await new Validator().validate(
      JSON.parse(JSON.stringify(document)) as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('tuples are written with prefixItems, never the array form of items', () => {
    const text = JSON.stringify(document);
    expect(text).toContain('"prefixItems"');
    expect(text).not.toMatch(/"items":\[/);
  });

  it('lists API operations, not the web app’s files', async () => {
    expect((await server.app.inject({ url: '/assets/main-abc123.js' })).statusCode).toBe(200);
    const paths = Object.keys(document.paths);
    expect(paths.filter((route) => route.startsWith('/assets') || route.endsWith('.html'))).toEqual([]);
    expect(paths.filter((route) => !route.startsWith('/api/v1/'))).toEqual([]);
  });

  it('a too-long path parameter answers the documented 400 BAD_REQUEST, not 414', async () => {
    const response = await server.app.inject({ url: `/api/v1/patients/${'1'.repeat(200)}/clinic-choices` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string }>();
    expect(ERROR_CODES).toContain(body.code);
    expect(body.code).toBe('BAD_REQUEST');
  });
});
