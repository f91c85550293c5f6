import { z } from 'zod';
import { INTEGER_COLUMN_MAX, INTEGER_COLUMN_MIN } from './integer-column.ts';

export {
  decimalText,
  idParamSchema,
  idParamsSchema,
  INTEGER_COLUMN_MAX,
  INTEGER_COLUMN_MIN,
  integerColumnMiniSchema,
  MAX_PAGE,
} from './integer-column.ts';

/** A whole number an `integer` column can hold: larger input is bad input, not a database error. */
export const integerColumnSchema = z.number().int().min(INTEGER_COLUMN_MIN).max(INTEGER_COLUMN_MAX);

/** A row's id in a request body. */
export const idSchema = z.number().int().positive().max(INTEGER_COLUMN_MAX);
