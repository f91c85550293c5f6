import { z } from 'zod';

/** The largest value of PostgreSQL's `integer`, the type of every id and stored whole number. */
export const INTEGER_COLUMN_MAX = 2_147_483_647;
export const INTEGER_COLUMN_MIN = -2_147_483_648;

/** A whole number an `integer` column can hold: larger input is bad input, not a database error. */
export const integerColumnSchema = z.number().int().min(INTEGER_COLUMN_MIN).max(INTEGER_COLUMN_MAX);

/** A row's id in a request body. */
export const idSchema = z.number().int().positive().max(INTEGER_COLUMN_MAX);

/** A row's id in a path or query, where it arrives as text. */
export const idParamSchema = z.coerce.number().int().positive().max(INTEGER_COLUMN_MAX);

/** `{ id }` path parameters. */
export const idParamsSchema = z.object({ id: idParamSchema });
