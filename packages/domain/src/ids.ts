import { z } from 'zod';
import { INTEGER_COLUMN_MAX, INTEGER_COLUMN_MIN } from './integer-column.ts';

export { INTEGER_COLUMN_MAX, INTEGER_COLUMN_MIN, integerColumnMiniSchema } from './integer-column.ts';

const DECIMAL_INTEGER = /^-?\d{1,16}$/;

/**
 * A number from a path or query, where it arrives as text, read as decimal digits only: `0x10`,
 * `5.0`, `1e3`, `0b1`, blanks and the empty text are not numbers here (JavaScript's Number()
 * would take them all). The schema inside gives the bounds.
 */
export function decimalText<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && !DECIMAL_INTEGER.test(value) ? Number.NaN : value),
    schema,
  );
}

/** The highest page (or offset) a paged list accepts: beyond any real list, inside every integer. */
export const MAX_PAGE = 1_000_000;

/** A whole number an `integer` column can hold: larger input is bad input, not a database error. */
export const integerColumnSchema = z.number().int().min(INTEGER_COLUMN_MIN).max(INTEGER_COLUMN_MAX);

/** A row's id in a request body. */
export const idSchema = z.number().int().positive().max(INTEGER_COLUMN_MAX);

/** A row's id in a path or query, where it arrives as text. */
export const idParamSchema = decimalText(z.coerce.number().int().positive().max(INTEGER_COLUMN_MAX));

/** `{ id }` path parameters. */
export const idParamsSchema = z.object({ id: idParamSchema });
