import type { Db } from './database.ts';

/** Runs `work` in a transaction: the caller's, when it is already in one, else a new one. */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
