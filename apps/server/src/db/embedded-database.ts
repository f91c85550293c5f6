import type { PGlite } from '@electric-sql/pglite';

/** The result of one statement, or of the last statement of a script. */
export interface StatementResult {
  rows: unknown[];
  affectedRows?: number;
}

/** What the Kysely dialect needs of the embedded database: PGlite here, or on a worker thread. */
export interface EmbeddedDatabase {
  run(sql: string, parameters: readonly unknown[]): Promise<StatementResult>;
  close(): Promise<void>;
}

/** PGlite on the calling thread: for tests and tools, where nothing else waits on the event loop. */
export function onThisThread(pglite: PGlite): EmbeddedDatabase {
  return {
    run: (sql, parameters) => runStatement(pglite, sql, parameters),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

export async function runStatement(
  pglite: PGlite,
  sql: string,
  parameters: readonly unknown[],
): Promise<StatementResult> {
  // Without parameters the simple protocol is used, so a script of several statements
  // (migrations, pg-boss's own schema) runs as it would through node-postgres.
  if (parameters.length === 0) {
    const last = (await pglite.exec(sql)).at(-1);
    return { rows: last?.rows ?? [], affectedRows: last?.affectedRows };
  }
  const result = await pglite.query(sql, [...parameters]);
  return { rows: result.rows, affectedRows: result.affectedRows };
}
