import { describe, expect, it } from 'vitest';
import { lastPageOf, readAllPages } from './paging.ts';

describe('lastPageOf', () => {
  it('is the page where the rows end, and 0 for an empty list', () => {
    expect([0, 1, 6, 7, 12, 13].map((total) => lastPageOf(total, 6))).toEqual([0, 0, 0, 1, 1, 2]);
    expect([0, 20, 21, 2606].map((total) => lastPageOf(total, 20))).toEqual([0, 0, 1, 130]);
  });
});

describe('readAllPages', () => {
  const rows = Array.from({ length: 7 }, (_, index) => index);
  const pageOf = (size: number) => (page: number) =>
    Promise.resolve({ rows: rows.slice(page * size, (page + 1) * size), total: rows.length });

  it('reads page after page until the total is reached', async () => {
    const asked: number[] = [];
    const all = await readAllPages(async (page) => {
      asked.push(page);
      return pageOf(3)(page);
    });
    expect(all).toEqual(rows);
    expect(asked).toEqual([0, 1, 2]);
  });

  it('stops at an empty page when the list shrank meanwhile', async () => {
    expect(await readAllPages(async (page) => ({ ...(await pageOf(5)(page)), total: 20 }))).toEqual(rows);
  });
});
