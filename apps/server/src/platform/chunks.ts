/** The items in consecutive parts of at most `size`. */
export const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * `work` on each part of at most `size` items, at most `atOnce` parts under way together; the
 * results in the parts' order.
 */
export async function byParts<T, R>(
  items: readonly T[],
  { size, atOnce }: { size: number; atOnce: number },
  work: (part: T[]) => Promise<R>,
): Promise<R[]> {
  const parts = chunk(items, size);
  const results = new Array<R>(parts.length);
  let next = 0;
  const lane = async () => {
    while (next < parts.length) {
      const index = next++;
      results[index] = await work(parts[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, parts.length) }, lane));
  return results;
}
