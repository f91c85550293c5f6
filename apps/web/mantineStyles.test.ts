import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The first load carries the CSS of the Mantine components the app uses, not all of Mantine's
 * (docs/decisions/web-app-delivery.md). Which files those are is read here from the code: the
 * names the app imports from @mantine/core (and the core components that @mantine/modals,
 * @mantine/notifications and the date input are built from), followed through Mantine's own
 * modules to every component they are made of, each component's class names to the file that
 * styles them, in the order of Mantine's full stylesheet.
 */

const webSrc = resolve(import.meta.dirname, 'src');
const requireFromWeb = createRequire(join(webSrc, 'main.tsx'));

function packageDir(name: string): string {
  let dir = dirname(requireFromWeb.resolve(name));
  while (!readdirSync(dir).includes('package.json')) dir = dirname(dir);
  return dir;
}

const coreDir = packageDir('@mantine/core');
const coreStylesDir = join(coreDir, 'styles');

/** What every component needs (Mantine's "Global styles"), first. */
const GLOBAL_STYLES = ['baseline.css', 'default-css-variables.css', 'global.css'];

const NAMED_IMPORTS = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const RELATIVE_IMPORTS = /(?:import|export)\s*(?:[^'";]*?\bfrom\s*)?["'](\.\.?\/[^"']+)["']/g;

function namesImported(source: string, fromPackage: string): string[] {
  return [...source.matchAll(NAMED_IMPORTS)]
    .filter((match) => match[2] === fromPackage)
    .flatMap((match) => match[1]!.split(','))
    .map(
      (entry) =>
        entry
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
    )
    .filter((name) => name !== '');
}

/** Every module a package's named exports are made of, following its relative imports. */
function modulesBehind(pkgDir: string, names: Iterable<string>): string[] {
  const esmDir = join(pkgDir, 'esm');
  const index = readFileSync(join(esmDir, 'index.mjs'), 'utf8');
  const moduleOfName = new Map<string, string>();
  for (const match of index.matchAll(NAMED_IMPORTS))
    for (const name of match[1]!.split(',').map((entry) => entry.trim()))
      if (match[2]!.startsWith('.')) moduleOfName.set(name, join(esmDir, match[2]!));
  const seen = new Set<string>();
  const pending = [...names].flatMap((name) => moduleOfName.get(name) ?? []);
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORTS))
      pending.push(join(dirname(file), match[1]!));
  }
  return [...seen];
}

function coreNamesUsedBy(pkg: string, names: Iterable<string>): string[] {
  return modulesBehind(packageDir(pkg), names).flatMap((file) =>
    namesImported(readFileSync(file, 'utf8'), '@mantine/core'),
  );
}

function appSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : appSourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function neededComponentStyles(): string[] {
  const sources = appSourceFiles(webSrc).map((file) => readFileSync(file, 'utf8'));
  const fromApp = (pkg: string) => sources.flatMap((source) => namesImported(source, pkg));
  const coreNames = new Set([
    ...fromApp('@mantine/core'),
    ...coreNamesUsedBy('@mantine/modals', fromApp('@mantine/modals')),
    ...coreNamesUsedBy('@mantine/notifications', fromApp('@mantine/notifications')),
    ...coreNamesUsedBy('@mantine/dates', fromApp('@mantine/dates')),
  ]);
  const classNames = new Set(
    modulesBehind(coreDir, coreNames)
      .filter((file) => file.endsWith('.module.mjs'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/"(m_[0-9a-f]+)"/g)].map((m) => m[1]!)),
  );
  const componentFiles = readdirSync(coreStylesDir).filter(
    (file) => file.endsWith('.css') && !file.endsWith('.layer.css') && !GLOBAL_STYLES.includes(file),
  );
  const needed = componentFiles.filter((file) =>
    [...readFileSync(join(coreStylesDir, file), 'utf8').matchAll(/\.(m_[0-9a-f]+)\b/g)].some((m) =>
      classNames.has(m[1]!),
    ),
  );
  return inMantineOrder(needed);
}

/** Mantine's full stylesheet is its files one after the other; its order is the cascade's. */
function inMantineOrder(files: string[]): string[] {
  const full = readFileSync(join(coreDir, 'styles.css'), 'utf8');
  const offset = (file: string) => full.indexOf(readFileSync(join(coreStylesDir, file), 'utf8').trim());
  return [...files].sort((a, b) => offset(a) - offset(b));
}

describe('the Mantine styles the first load carries', () => {
  const imported = [
    ...readFileSync(join(webSrc, 'app', 'mantineStyles.css'), 'utf8').matchAll(
      /^@import '@mantine\/core\/styles\/([^']+)';$/gm,
    ),
  ].map((match) => match[1]!);

  it('are the global styles, then those of every component the app is built from, in Mantine’s order', () => {
    expect(imported).toEqual([...GLOBAL_STYLES, ...neededComponentStyles()]);
  });
});
