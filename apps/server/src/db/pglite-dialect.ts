import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * Kysely dialect for the embedded PGlite database.
 *
 * PGlite is one Postgres backend with one session, so the driver hands out that single
 * connection under a mutex: a transaction keeps it until commit or rollback, and every other
 * query (including pg-boss's, which go through Kysely too) waits instead of slipping into it.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    await this.#queue;
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters the simple protocol is used, so a script of several statements
    // (migrations, pg-boss's own schema) runs as it would through node-postgres.
    if (compiled.parameters.length === 0) {
      const results = await this.pglite.exec(compiled.sql);
      const last = results.at(-1);
      return toQueryResult<R>(last?.rows ?? [], last?.affectedRows);
    }
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters]);
    return toQueryResult<R>(result.rows, result.affectedRows);
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not available on the embedded database');
  }
}

function toQueryResult<R>(rows: unknown[], affectedRows: number | undefined): QueryResult<R> {
  return {
    rows: rows as R[],
    numAffectedRows: affectedRows === undefined ? undefined : BigInt(affectedRows),
  };
}
