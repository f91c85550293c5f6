/** A CSV cell: text as it is, a number with a decimal point and no grouping, nothing as empty. */
export type CsvCell = string | number | null;

/** The byte order mark that tells spreadsheet programs (Excel) the file is UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * A table as CSV (RFC 4180): comma separated, every cell quoted when it holds a comma, quote or
 * line break, lines ended by CRLF. Numbers keep JavaScript's form (`37.5`, never `37,5` or
 * `1,000`), so they read the same whatever the language (docs/decisions/data-out.md#csv-exports-are-written-in-the-browser).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const cell = (value: CsvCell) => {
    const text = value === null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The file's contents: the CSV after a byte order mark, UTF-8. */
export function csvBlob(csv: string): Blob {
  return new Blob([UTF8_BOM + csv], { type: 'text/csv;charset=utf-8' });
}

/** Saves the CSV as a file the browser downloads (UTF-8 with a byte order mark). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(csvBlob(csv));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** A file name from a title and today's date: `patients-2026-11-29.csv`; safe on every system. */
export function csvFileName(title: string, today: Date = new Date()): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${stem || 'export'}-${today.toISOString().slice(0, 10)}.csv`;
}
