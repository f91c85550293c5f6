import { describe, expect, it } from 'vitest';
import { csvBlob, csvFileName, toCsv, UTF8_BOM } from './csv.ts';

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

  it('writes numbers with a decimal point and nothing as an empty cell', () => {
    expect(toCsv(['a', 'b', 'c'], [[37.5, null, 1000]])).toBe('a,b,c\r\n37.5,,1000\r\n');
  });
});

describe('csvBlob', () => {
  it('starts with the UTF-8 byte order mark and keeps non-ASCII text', async () => {
    const bytes = new Uint8Array(await csvBlob('Größe\r\n').arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${UTF8_BOM}Größe\r\n`);
  });
});

describe('csvFileName', () => {
  it('makes a plain name from any title and adds the day', () => {
    expect(csvFileName('Blutdruck über Grenze!', new Date('2026-03-04T10:00:00Z'))).toBe(
      'blutdruck-uber-grenze-2026-03-04.csv',
    );
    expect(csvFileName('***', new Date('2026-03-04T10:00:00Z'))).toBe('export-2026-03-04.csv');
  });
});
