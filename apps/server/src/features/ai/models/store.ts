import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transactions.ts';
import type { DB } from '../../../db/schema.ts';
import type { TrainedModel } from '@vigil/learning';

export type ModelKind = DB['aiModel']['kind'];

export interface StoredModel {
  readonly id: number;
  readonly version: number;
  readonly trainedAt: Date;
  readonly model: TrainedModel;
  readonly metrics: Record<string, unknown>;
}

/** The model of this kind in use, or null before the first training. */
export async function activeModel(db: Db, kind: ModelKind): Promise<StoredModel | null> {
  const row = await db
    .selectFrom('aiModel')
    .select(['id', 'version', 'trainedAt', 'parameters', 'metrics'])
    .where('kind', '=', kind)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    version: row.version,
    trainedAt: new Date(row.trainedAt),
    model: row.parameters as unknown as TrainedModel,
    metrics: row.metrics as Record<string, unknown>,
  };
}

/**
 * Stores a trained model as the next version of its kind; in use at once when `activate` says so
 * (the one in use before is kept, no longer active).
 */
export async function storeModel(
  db: Db,
  kind: ModelKind,
  model: TrainedModel,
  metrics: Record<string, unknown>,
  activate: boolean,
): Promise<{ id: number; version: number }> {
  return inTransaction(db, async (trx) => {
    // One writer at a time per kind: versions stay consecutive.
    await sql`select pg_advisory_xact_lock(hashtext(${`ai_model:${kind}`}))`.execute(trx);
    const { latest } = await trx
      .selectFrom('aiModel')
      .select((eb) => eb.fn.max('version').as('latest'))
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    if (activate) await trx.updateTable('aiModel').set({ active: false }).where('kind', '=', kind).execute();
    return trx
      .insertInto('aiModel')
      .values({
        kind,
        version: (latest ?? 0) + 1,
        parameters: JSON.stringify(model),
        metrics: JSON.stringify(metrics),
        active: activate,
      })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
  });
}
