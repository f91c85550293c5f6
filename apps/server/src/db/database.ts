import fs from 'node:fs/promises';
import { CamelCasePlugin, CompiledQuery, Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { onThisThread, type EmbeddedDatabase } from './embedded-database.ts';
import { listenOnEmbedded, listenOnServer, type ChannelListener, type Listening } from './notifications.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { createPGlite, SESSION_SETTINGS } from './pglite-session.mjs';
import { startPGliteThread } from './pglite-thread.ts';
import type { DB } from './schema.ts';

export type Db = Kysely<DB>;

export interface Database {
  readonly db: Db;
  readonly kind: Config['database']['kind'];
  /** Raw SQL for libraries that bring their own queries (pg-boss); it shares Kysely's connections. */
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  /** Embedded only: the data folder as a gzipped tar, taken between transactions (db/backup). */
  readonly dumpDataDir?: () => Promise<Uint8Array>;
  /** LISTEN on a channel: notifications committed by any server on this database (db/notifications.ts). */
  listen(channel: string, listener: ChannelListener): Promise<Listening>;
  close(): Promise<void>;
}

// Dates stay strings ('YYYY-MM-DD') so a calendar day never shifts with the server's time zone,
// and bigint counts come back as numbers, on both drivers alike (PGlite: pglite-session.mjs).
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** Opens the configured database: a PostgreSQL server, or the embedded PGlite under DATA_DIR. */
export async function openDatabase(config: Config['database'], poolSize = 10): Promise<Database> {
  if (config.kind === 'postgres') {
    const options = Object.entries(SESSION_SETTINGS)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' ');
    const pool = new pg.Pool({
      connectionString: config.url,
      max: poolSize,
      options,
      // While the server is away, a request waits this long for a connection, then answers 503.
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection the server ends (restart, failover) is dropped from the pool and replaced
    // on the next query; unhandled, its error event would end the process.
    pool.on('error', (error) => process.emitWarning(`database connection lost: ${error.message}`));
    // A connection in use that the server ends emits 'error' on its client too: without a listener
    // that ends the process. The query in flight fails (answered 503) and the pool drops the client.
    pool.on('connect', (client) => {
      client.on('error', (error) => process.emitWarning(`database connection lost: ${error.message}`));
    });
    const url = config.url;
    return {
      ...wrap(new PostgresDialect({ pool }), 'postgres'),
      listen: (channel, listener) => listenOnServer(url, channel, listener),
    };
  }
  // The data folder is private to the user running Vigil: patient data never sits world-readable.
  await fs.mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  await fs.chmod(config.dataDir, 0o700);
  return wrapEmbedded(await startPGliteThread(config.dataDir));
}

/** An in-memory embedded database on the calling thread, for tests and tools. */
export async function openMemoryDatabase(loadDataDir?: Blob): Promise<Database> {
  const pglite = await createPGlite(loadDataDir ? { loadDataDir } : {});
  return wrapEmbedded(onThisThread(pglite));
}

function wrapEmbedded(embedded: EmbeddedDatabase): Database {
  const database = wrap(new PGliteDialect(embedded), 'pglite');
  return {
    ...database,
    listen: (channel, listener) => listenOnEmbedded(database.db, embedded, channel, listener),
    // Holding the one connection, no transaction is half done while the files are copied.
    dumpDataDir: () => database.db.connection().execute(() => embedded.dumpDataDir()),
  };
}

const OPENS_TRANSACTION = /\bbegin\b/i;

// Columns are snake_case in SQL and camelCase in TypeScript.
function wrap(dialect: Dialect, kind: Database['kind']): Omit<Database, 'listen'> {
  const db = new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin()] });
  const raw = db.withoutPlugins();
  return {
    db,
    kind,
    executeSql: (text, values) =>
      raw.connection().execute(async (connection) => {
        try {
          const result = await connection.executeQuery(CompiledQuery.raw(text, values));
          return { rows: result.rows };
        } catch (error) {
          // A text that opens its own transaction (pg-boss's "BEGIN; …; COMMIT") and fails half-way
          // leaves the connection in an aborted transaction: the pool would hand it to the next query.
          if (OPENS_TRANSACTION.test(text)) await connection.executeQuery(CompiledQuery.raw('rollback'));
          throw error;
        }
      }),
    close: () => db.destroy(),
  };
}
