import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transactions.ts';
import { TableRows } from '../../../db/unnest.ts';
import { storeComputedValues, storeLatestValues } from '../../variable-values/index.ts';

/** One patient's prediction, as a model run made it. */
export interface NewPrediction {
  readonly patientId: number;
  /** The day the prediction is made for: it saw only data before it. */
  readonly asOf: string;
  readonly madeAt: Date;
  /** The four outcome probabilities (bedwetting), in TREATMENT_OUTCOMES order; null for the generic model. */
  readonly probabilities: readonly [number, number, number, number] | null;
  readonly riskScore: number;
  /** The risk model's log-odds at the training means; with the contributions it adds up to the score's log-odds. */
  readonly baseValue: number;
  /** Each feature's part of the log-odds, in the order of the model's `featureNames`. */
  readonly contributions: ArrayLike<number>;
  /** The values the prediction saw, in the same order; NaN where not known. */
  readonly observed: ArrayLike<number>;
}

/** The AI variables a prediction writes: the four outcome flags and probabilities, or the risk. */
const OUTCOME_FLAGS = ['AI_SUCC', 'AI_PSUCC', 'AI_NOTSUCC', 'AI_DROPOUT'] as const;
const OUTCOME_SCORES = ['AI_SUCC_SC', 'AI_PSUCC_SC', 'AI_NOTSUCC_SC', 'AI_DROPOUT_SC'] as const;
const RISK_VARIABLE = 'RISK_SCORE';

/**
 * A write of at least this many predictions (the daily job, a back-fill's day) refreshes the
 * planner's statistics of the prediction tables: plans made while they looked empty (statistics
 * taken before any prediction, no autovacuum as on the embedded database) check each new row's
 * keys by reading the whole table, and a back-fill grows it every day. PostgreSQL's own advice
 * after a bulk load; the sampling costs a fraction of a second.
 */
export const BULK_PREDICTIONS = 1_000;

/**
 * Stores a run's predictions, each with its contributions, and writes them as the patients' AI
 * variables (source 'ai', stamped when made) so lists, panels and categories read them like any
 * value. Ranks: 1 is the highest risk among the predictions stored together.
 */
export async function storePredictions(
  db: Db,
  modelId: number,
  predictions: readonly NewPrediction[],
): Promise<number[]> {
  if (predictions.length === 0) return [];
  const ids = await reserveIds(db, predictions.length);
  const ranks = ranksOf(predictions.map((prediction) => prediction.riskScore));
  const predictionRows = new TableRows('aiPrediction', {
    id: 'int8',
    patientId: 'int4',
    modelId: 'int4',
    createdAt: 'timestamptz',
    asOf: 'date',
    pSuccessful: 'float8',
    pPartly: 'float8',
    pNotSuccessful: 'float8',
    pDropout: 'float8',
    riskScore: 'float8',
    riskScoreRank: 'int4',
    baseValue: 'float8',
    contributions: 'float8[]',
    observedValues: 'float8[]',
  });
  predictions.forEach((prediction, index) => {
    const [pSuccessful, pPartly, pNotSuccessful, pDropout] = prediction.probabilities ?? [
      null,
      null,
      null,
      null,
    ];
    predictionRows.push({
      id: ids[index]!,
      patientId: prediction.patientId,
      modelId,
      createdAt: prediction.madeAt,
      asOf: prediction.asOf,
      pSuccessful,
      pPartly,
      pNotSuccessful,
      pDropout,
      riskScore: prediction.riskScore,
      riskScoreRank: ranks[index]!,
      baseValue: prediction.baseValue,
      contributions: Array.from(prediction.contributions),
      observedValues: Array.from(prediction.observed, (value) => (Number.isFinite(value) ? value : null)),
    });
  });
  await inTransaction(db, async (trx) => {
    await predictionRows.flush(trx);
    await writeAiVariables(trx, predictions);
  });
  if (predictions.length >= BULK_PREDICTIONS) await sql`analyze ai_prediction`.execute(db);
  return ids;
}

async function reserveIds(db: Db, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence('ai_prediction', 'id'))::int8 as id from generate_series(1, ${count}::int)`.execute(
    db,
  );
  return rows.map((row) => Number(row.id));
}

/** 1 for the highest score; equal scores share the better rank. */
export function ranksOf(scores: readonly number[]): number[] {
  const order = scores.map((score, index) => ({ score, index })).sort((a, b) => b.score - a.score);
  const ranks = new Array<number>(scores.length);
  order.forEach((entry, position) => {
    const previous = order[position - 1];
    ranks[entry.index] = previous && previous.score === entry.score ? ranks[previous.index]! : position + 1;
  });
  return ranks;
}

async function writeAiVariables(db: Db, predictions: readonly NewPrediction[]): Promise<void> {
  const variableIds = new Map(
    (await db.selectFrom('patientVariable').select(['id', 'code']).where('kind', '=', 'ai').execute()).map(
      (row) => [row.code, row.id],
    ),
  );
  const rows = {
    patientId: [] as number[],
    variableId: [] as number[],
    value: [] as number[],
    timeStamp: [] as string[],
  };
  const write = (patientId: number, code: string, value: number, madeAt: Date) => {
    const variableId = variableIds.get(code);
    if (variableId === undefined) return;
    rows.patientId.push(patientId);
    rows.variableId.push(variableId);
    rows.value.push(value);
    rows.timeStamp.push(madeAt.toISOString());
  };
  for (const prediction of predictions) {
    const { patientId, madeAt, probabilities } = prediction;
    if (!probabilities) {
      write(patientId, RISK_VARIABLE, prediction.riskScore, madeAt);
      continue;
    }
    const lit = probabilities.indexOf(Math.max(...probabilities));
    OUTCOME_FLAGS.forEach((code, index) => write(patientId, code, Number(index === lit), madeAt));
    OUTCOME_SCORES.forEach((code, index) => write(patientId, code, probabilities[index]!, madeAt));
  }
  // Through the writers of computed values: an equal row is not rewritten, and a back-filled
  // past prediction never replaces a newer latest value.
  await sql`
    with ai_rows as (
      select * from unnest(${rows.patientId}::int4[], ${rows.variableId}::int4[], ${rows.value}::float8[],
        ${rows.timeStamp}::timestamptz[]) as c(patient_id, variable_id, value, time_stamp)
    ),
    newest as (
      select distinct on (patient_id, variable_id) patient_id, variable_id, value, time_stamp,
        greatest(0, current_date - (time_stamp at time zone 'UTC')::date) as days_since
      from ai_rows order by patient_id, variable_id, time_stamp desc
    ),
    ${storeComputedValues('stored', 'ai_rows', 'ai')},
    ${storeLatestValues('latest', 'newest', true)}
    select (select count(*) from stored) as stored`.execute(db);
}
