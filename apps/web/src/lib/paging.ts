/** The last page (0-based) of a list of `total` rows, `pageSize` a page; 0 when the list is empty. */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}
