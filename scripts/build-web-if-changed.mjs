// Builds the web app only when its sources changed since the last build, so a restart of
// `npm start` does not wait for a build whose result is already in apps/web/dist.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'package-lock.json',
];
const stamp = path.join(root, 'apps/web/dist/.sources-sha256');

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
}

const hash = createHash('sha256');
hash.update(process.env.BUILD_NUMBER ?? 'local');
for (const source of SOURCES) {
  for (const file of files(source)) hash.update(file).update(readFileSync(path.join(root, file)));
}
const digest = hash.digest('hex');

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
  console.log('web app is up to date (apps/web/dist)');
} else {
  execFileSync('npm', ['run', 'build', '--workspace', '@vigil/web'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, digest);
}
