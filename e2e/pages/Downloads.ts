import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

/** A CSV file the browser saved: its raw bytes and its rows, cells unquoted (RFC 4180). */
export interface SavedCsv {
  fileName: string;
  bytes: Buffer;
  rows: string[][];
}

/** Clicks a button that saves a CSV file and reads the file the browser wrote. */
export async function saveCsv(page: Page, button: Locator): Promise<SavedCsv> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const bytes = await readFile(path);
  const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
  return { fileName: download.suggestedFilename(), bytes, rows: parseCsv(text) };
}

/** RFC 4180: comma separated, CRLF lines, quoted cells with doubled quotes inside. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
