import type { Migration } from 'kysely';
import * as initialSchema from './0001_initial_schema/index.ts';
import * as icd10cmCodes from './0002_icd10cm_codes.ts';
import * as latestPrediction from './0003_latest_prediction.ts';

/** Every migration Vigil ships, in order. Forward only: never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_initial_schema': initialSchema,
  '0002_icd10cm_codes': icd10cmCodes,
  '0003_latest_prediction': latestPrediction,
};
