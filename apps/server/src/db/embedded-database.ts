import type { PGlite } from '@electric-sql/pglite';
import { runStatement, type StatementResult } from './pglite-session.mjs';

export type { StatementResult };

/** What the Kysely dialect needs of the embedded database: PGlite here, or on a worker thread. */
export interface EmbeddedDatabase {
  run(sql: string, parameters: readonly unknown[]): Promise<StatementResult>;
  /** The data folder as a gzipped tar, taken after a checkpoint (a backup). */
  dumpDataDir(): Promise<Uint8Array>;
  /** Calls `listener` with every NOTIFY the session receives once it LISTENs; returns the unsubscribe. */
  onNotification(listener: NotificationListener): () => void;
  close(): Promise<void>;
}

export type NotificationListener = (channel: string, payload: string) => void;

/** PGlite on the calling thread: for tests and tools, where nothing else waits on the event loop. */
export function onThisThread(pglite: PGlite): EmbeddedDatabase {
  return {
    run: (sql, parameters) => runStatement(pglite, sql, parameters),
    async dumpDataDir() {
      await pglite.exec('checkpoint');
      return new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    },
    onNotification: (listener) => pglite.onNotification(listener),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
