import { sql } from 'kysely';
import type { Db } from './database.ts';

/** Runs `work` in a transaction: the caller's, when it is already in one, else a new one. */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}

/**
 * Runs `work` in a transaction (the caller's, if it is one) without JIT, for the AI jobs' large
 * reads: compiling their plans took seconds (4 s for the generic snapshots, 1 s for the treatment
 * histories), longer than running them, and every day of a back-fill paid it again. The caller's
 * setting is restored afterwards.
 */
export async function withoutJit<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(trx);
    await sql`select set_config('jit', 'off', true)`.execute(trx);
    const result = await work(trx);
    await sql`select set_config('jit', ${rows[0]!.jit}, true)`.execute(trx);
    return result;
  });
}
