import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

const SCRIPT = `console.log(${JSON.stringify('Vigil '.repeat(400))});`;

describe('the built web app', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const script = path.join(dist, 'assets', 'index-abc123.js');
    fs.writeFileSync(script, SCRIPT);
    fs.writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    app = Fastify();
    fs.writeFileSync(path.join(dist, '.sources-sha256'), 'abc');
    registerWebApp(app, dist);
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the Brotli copy written at build to a browser that accepts it, cached for ever', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends gzip where Brotli is not accepted, and the plain file where nothing is', async () => {
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('makes the browser ask again for index.html, so a new build is seen at once', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a browser that has this version already with 304 and no body', async () => {
    const first = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const again = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': `W/${String(first.headers.etag)}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await app.inject({ url: '/assets/index-abc123.js', headers: { 'if-none-match': '"old"' } });
    expect(other.statusCode).toBe(200);
  });

  it('serves the page as HTML, HEAD too, and nothing the build did not write as a page', async () => {
    const page = await app.inject({ url: '/index.html' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<div id="root">');
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    for (const url of ['/.sources-sha256', '/assets/index-abc123.js.br', '/assets/missing.js'])
      expect((await app.inject({ url })).statusCode).toBe(404);
  });
});
