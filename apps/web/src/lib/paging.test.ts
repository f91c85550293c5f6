import { describe, expect, it } from 'vitest';
import { lastPageOf } from './paging.ts';

describe('lastPageOf', () => {
  it('is the page where the rows end, and 0 for an empty list', () => {
    expect([0, 1, 6, 7, 12, 13].map((total) => lastPageOf(total, 6))).toEqual([0, 0, 0, 1, 1, 2]);
    expect([0, 20, 21, 2606].map((total) => lastPageOf(total, 20))).toEqual([0, 0, 1, 130]);
  });
});
