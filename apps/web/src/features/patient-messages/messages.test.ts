import { describe, expect, it } from 'vitest';
import { nextPage } from './paging.ts';
import { messageTime } from './messageTime.ts';

describe('message list paging', () => {
  it('shows 3 first, then 5 more per Show More, until none are left', () => {
    expect(nextPage(0, 12)).toEqual({ offset: 0, limit: 3 });
    expect(nextPage(3, 12)).toEqual({ offset: 3, limit: 5 });
    expect(nextPage(8, 12)).toEqual({ offset: 8, limit: 5 });
    expect(nextPage(12, 12)).toBeUndefined();
    expect(nextPage(0, 0)).toBeUndefined();
  });

  it('writes message times as the spec does', () => {
    expect(messageTime('2026-03-05T08:04:00')).toBe('2026 03 05 - 08 04');
  });
});
