/** The last page (0-based) of a list of `total` rows, `pageSize` a page; 0 when the list is empty. */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}

/**
 * Every row of a paged list, in order: reads page 0, 1, … until the total is reached or a page
 * comes back empty (the same call, and so the same scope, as the screen's own pages).
 */
export async function readAllPages<Row>(
  readPage: (page: number) => Promise<{ rows: readonly Row[]; total: number }>,
): Promise<Row[]> {
  const all: Row[] = [];
  for (let page = 0; ; page += 1) {
    const { rows, total } = await readPage(page);
    all.push(...rows);
    if (rows.length === 0 || all.length >= total) return all;
  }
}
