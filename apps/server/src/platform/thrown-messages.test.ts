import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A catalogue constant's fixed text handed to an error: `badRequest(LIMIT_MESSAGES.notFound)`,
 * `appError('CONFLICT', X_MESSAGES.key)`, `new AppError(…, X_MESSAGES.key)`. Its answer would get
 * its id from the English text, so a message two catalogues share would carry the wrong one.
 * A message built from values (`X_MESSAGES.key(value)`, `.replace(…)`) has no id and is not matched.
 */
const TEXT_THROWN_BY_CONSTANT =
  /\b(?:badRequest|notFound|forbidden|unauthorized|conflict|appError|new AppError)\((?:\s*'[A-Z_]+',)?\s*[A-Z_]+_(?:MESSAGES|TEXTS)\.\w+\s*[,)]/g;

function serverSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return serverSources(file);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [file] : [];
  });
}

function constantTextsThrown(source: string): string[] {
  return [...source.matchAll(TEXT_THROWN_BY_CONSTANT)].map((match) => match[0]);
}

describe('errors carry their catalogue id from where they are thrown', () => {
  it('no server source throws a catalogue message by its text (CATALOGUE.<catalogue>.<key> carries its id)', () => {
    const offenders = serverSources(SERVER_SOURCE).flatMap((file) =>
      constantTextsThrown(readFileSync(file, 'utf8')).map(
        (call) => `${path.relative(SERVER_SOURCE, file)}: ${call}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('the check finds a catalogue text thrown by its constant, and lets ids and built texts pass', () => {
    expect(constantTextsThrown('throw badRequest(LIMIT_MESSAGES.notFound);')).toHaveLength(1);
    expect(constantTextsThrown("throw appError('CONFLICT', USER_MESSAGES.taken);")).toHaveLength(1);
    expect(
      constantTextsThrown("throw new AppError('UNAUTHORIZED', LOGIN_MESSAGES.wrongCredentials);"),
    ).toHaveLength(1);
    expect(constantTextsThrown('throw badRequest(CATALOGUE.limit.notFound);')).toEqual([]);
    expect(constantTextsThrown('throw badRequest(VARIABLE_MESSAGES.outOfRange(3));')).toEqual([]);
    expect(
      constantTextsThrown("throw badRequest(STATISTICS_MESSAGES.outsideDates.replace('{min}', a));"),
    ).toEqual([]);
  });
});
