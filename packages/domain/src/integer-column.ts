import { z } from 'zod/mini';

/** The largest value of PostgreSQL's `integer`, the type of every id and stored whole number. */
export const INTEGER_COLUMN_MAX = 2_147_483_647;
export const INTEGER_COLUMN_MIN = -2_147_483_648;

/**
 * The rule of `integerColumnSchema` (ids.ts) in zod/mini, for the schemas the login page reads
 * (session.ts). A module of its own: ids.ts also holds classic zod schemas of later pages, which
 * would come with it into the login page's bundle.
 */
export const integerColumnMiniSchema = z
  .number()
  .check(z.int(), z.minimum(INTEGER_COLUMN_MIN), z.maximum(INTEGER_COLUMN_MAX));
