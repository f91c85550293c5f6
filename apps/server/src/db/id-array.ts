import { sql, type RawBuilder } from 'kysely';

/**
 * `column = any(ids)` with the ids as one array parameter: however many there are, the statement
 * stays the same size and plans as fast (a list of parameters grows with the page and has a limit).
 */
export function inIdArray(column: string, ids: readonly number[]): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} = any(${`{${ids.join(',')}}`}::integer[])`;
}
