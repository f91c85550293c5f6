import type { PGlite } from '@electric-sql/pglite';
import { runStatement, type StatementResult } from './pglite-session.mjs';

export type { StatementResult };

/** What the Kysely dialect needs of the embedded database: PGlite here, or on a worker thread. */
export interface EmbeddedDatabase {
  run(sql: string, parameters: readonly unknown[]): Promise<StatementResult>;
  /** The data folder as a gzipped tar, taken after a checkpoint (a backup). */
  dumpDataDir(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** PGlite on the calling thread: for tests and tools, where nothing else waits on the event loop. */
export function onThisThread(pglite: PGlite): EmbeddedDatabase {
  return {
    run: (sql, parameters) => runStatement(pglite, sql, parameters),
    async dumpDataDir() {
      await pglite.exec('checkpoint');
      return new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
