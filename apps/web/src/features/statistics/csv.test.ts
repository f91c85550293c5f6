import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes what must be quoted and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['Nurse', 'TP'],
        [
          ['Lind, Anna', 2],
          ['Bo "B"', 0],
        ],
      ),
    ).toBe('Nurse,TP\r\n"Lind, Anna",2\r\n"Bo ""B""",0\r\n');
  });
});
