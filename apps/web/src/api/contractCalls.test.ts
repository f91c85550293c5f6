import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/**
 * Web features (or, outside features/, files) that still call the API by a path written by hand
 * rather than through a route's declaration (`call(limitRoutes.limitInForce, …)`; issue 41, step 1).
 * The list may only shrink: the test fails while one named here no longer calls by hand.
 */
const NOT_YET_DECLARED: string[] = [];

/** Calls whose path is picked by hand: `apiRequest(`, a fetch of `${API_BASE_PATH}/…`. */
const HAND_CALL = /\bapiRequest\(|\bfetch\(`\$\{API_BASE_PATH\}\//;

/**
 * The client itself, which every declared call goes through (`call.ts` on `apiRequest`), and
 * boot.ts's early GET /session: the page's first script carries no schema (bootChunk.ts), and
 * `fetchSession` reads that answer through the declaration.
 */
const BENEATH_THE_CONTRACT = ['api/client.ts', 'api/call.ts', 'api/earlySessionCall.ts'];

/** `../features/limits/api.ts` → `limits`; a file outside features/ by its path (`./session.ts` → `api/session.ts`). */
const ownerOf = (file: string) => {
  // The glob names files relative to this folder, api/.
  const path = file.startsWith('./') ? `api/${file.slice(2)}` : file.replace(/^\.\.\//, '');
  return path.startsWith('features/') ? (path.split('/')[1] ?? path) : path;
};

describe('web calls', () => {
  it('the web calls only declared routes, but for the features still named', () => {
    const byHand = new Set(
      Object.entries(sources)
        .filter(([file, source]) => !BENEATH_THE_CONTRACT.includes(ownerOf(file)) && HAND_CALL.test(source))
        .map(([file]) => ownerOf(file)),
    );
    expect([...byHand].sort()).toEqual(NOT_YET_DECLARED);
  });
});
