import { describe, expect, it } from 'vitest';
import { withStart } from './period.ts';

describe('withStart', () => {
  it('pulls the end forward when the start moves past it, else keeps it', () => {
    expect(withStart({ start: '2026-01-05', end: '2026-02-02' }, '2026-03-02')).toEqual({
      start: '2026-03-02',
      end: '2026-03-02',
    });
    expect(withStart({ start: '2026-01-05', end: '2026-02-02' }, '2026-01-12')).toEqual({
      start: '2026-01-12',
      end: '2026-02-02',
    });
  });
});
