import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import mime from 'mime';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const encodings = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });

/** A file of the build as it is answered: its bytes, and the compressed copies the build wrote. */
interface BuiltFile {
  readonly type: string;
  readonly etag: string;
  readonly cacheControl: string;
  readonly plain: Buffer;
  readonly compressed: Partial<Record<Encoding, Buffer>>;
}

/**
 * Serves the built staff web app at / (routes are hash-based, so index.html is the only page).
 * The build is read once at start and answered from memory: a few MB that never change while
 * the server runs, where reading each file from disk for every request (stat, open, stream)
 * cost more than the request itself (docs/decisions/web-app-delivery.md#the-web-app-is-answered-from-memory).
 * A rebuilt app is served after a restart, as before.
 */
export function registerWebApp(app: FastifyInstance, distDir = DEFAULT_WEB_DIST): void {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build -w @vigil/web`; serving the API only');
    return;
  }
  for (const [url, file] of readBuild(distDir)) {
    const answer = (request: FastifyRequest, reply: FastifyReply) => send(request, reply, file);
    // The web app's files are no API operations: kept out of the OpenAPI document.
    app.get(url, { schema: { hide: true } }, answer);
    if (url === '/index.html') app.get('/', { schema: { hide: true } }, answer);
  }
}

function readBuild(distDir: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  for (const entry of fs.readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    const name = entry.name;
    // The compressed copies belong to their file; dot files (the build's source hash) are not served.
    if (!entry.isFile() || name.startsWith('.') || name.endsWith('.br') || name.endsWith('.gz')) continue;
    const filePath = path.join(entry.parentPath, name);
    const relative = path.relative(distDir, filePath).split(path.sep).join('/');
    const plain = fs.readFileSync(filePath);
    const compressed: Partial<Record<Encoding, Buffer>> = {};
    for (const encoding of ENCODINGS) {
      const copy = `${filePath}${SUFFIX[encoding]}`;
      if (fs.existsSync(copy)) compressed[encoding] = fs.readFileSync(copy);
    }
    files.set(`/${relative}`, {
      type: mime.getType(name) ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
      // Hashed assets may be cached for ever; index.html must be fetched anew to see a new build.
      cacheControl: relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      plain,
      compressed,
    });
  }
  return files;
}

function send(request: FastifyRequest, reply: FastifyReply, file: BuiltFile) {
  reply
    .header('cache-control', file.cacheControl)
    .header('etag', file.etag)
    .header('vary', 'accept-encoding');
  if (unchanged(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodings.negotiate(accepted) : null;
  const body = encoding ? file.compressed[encoding] : undefined;
  reply.type(
    file.type.startsWith('text/') || file.type.endsWith('javascript')
      ? `${file.type}; charset=utf-8`
      : file.type,
  );
  if (encoding && body) return reply.header('content-encoding', encoding).send(body);
  return reply.send(file.plain);
}

/** If-None-Match names this version (a list, weak or strong, or '*'). */
function unchanged(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
