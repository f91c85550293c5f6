import { sql, type RawBuilder } from 'kysely';

/**
 * Ids as one `integer[]` parameter: however many there are, the statement stays the same size and
 * plans as fast (a list of parameters grows with the page and has a limit).
 */
export function idArray(ids: readonly number[]): RawBuilder<number[]> {
  return sql<number[]>`${`{${ids.join(',')}}`}::integer[]`;
}

/** `column = any(ids)`, the ids as one array parameter. */
export function inIdArray(column: string, ids: readonly number[]): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} = any(${idArray(ids)})`;
}
