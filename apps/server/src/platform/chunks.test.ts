import { describe, expect, it } from 'vitest';
import { byParts, chunk } from './chunks.ts';

describe('parts of a list', () => {
  it('cuts a list into consecutive parts, the last one shorter', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
  });

  it('works on the parts a few at a time and keeps their order', async () => {
    let underWay = 0;
    let most = 0;
    const results = await byParts([1, 2, 3, 4, 5, 6, 7], { size: 2, atOnce: 2 }, async (part) => {
      most = Math.max(most, ++underWay);
      // The first parts finish last: the order of the results must not follow the finishing order.
      await new Promise((resolve) => setTimeout(resolve, 40 - part[0]! * 5));
      underWay--;
      return part.reduce((sum, value) => sum + value, 0);
    });
    expect(results).toEqual([3, 7, 11, 7]);
    expect(most).toBe(2);
  });
});
