import { z } from 'zod/mini';

/** The largest value of PostgreSQL's `integer`, the type of every id and stored whole number. */
export const INTEGER_COLUMN_MAX = 2_147_483_647;
export const INTEGER_COLUMN_MIN = -2_147_483_648;

/**
 * The rule of `integerColumnSchema` (ids.ts) in zod/mini, for the schemas the login page reads
 * (session.ts). A module apart from ids.ts, whose classic zod schemas of later pages would come
 * with it into the login page's bundle. The id parameters below are zod/mini for the same reason:
 * the declared routes of the signed-in frame carry them (contract/route.ts), and they live here
 * because the first load's chunks are counted in modules too (apps/web/firstLoadBudget.ts).
 */
export const integerColumnMiniSchema = z
  .number()
  .check(z.int(), z.minimum(INTEGER_COLUMN_MIN), z.maximum(INTEGER_COLUMN_MAX));

/** The highest page (or offset) a paged list accepts: beyond any real list, inside every integer. */
export const MAX_PAGE = 1_000_000;

const DECIMAL_INTEGER = /^-?\d{1,16}$/;

/**
 * A number from a path or query, where it arrives as text, read as decimal digits only: `0x10`,
 * `5.0`, `1e3`, `0b1`, blanks and the empty text are not numbers here (JavaScript's Number()
 * would take them all). The schema inside gives the bounds. Typed as classic zod types its
 * preprocess (zod/mini has none): a field is optional when the schema inside is, and at run time
 * it is the same pipe.
 */
export function decimalText<T extends z.core.$ZodType>(
  schema: T,
): z.ZodMiniType<z.output<T>, unknown, z.core.$ZodPreprocessInternals<T>>;
export function decimalText(schema: z.core.$ZodType): z.core.$ZodType {
  return z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' && !DECIMAL_INTEGER.test(value) ? Number.NaN : value,
    ),
    schema,
  );
}

/** A row's id in a path or query, where it arrives as text. */
export const idParamSchema = decimalText(
  z.coerce.number().check(z.int(), z.positive(), z.maximum(INTEGER_COLUMN_MAX)),
);

/** `{ id }` path parameters. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** A whole number from a path or query within bounds, the default when absent. */
export const wholeNumberText = (min: number, max: number, byDefault: number) =>
  decimalText(z._default(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max)), byDefault));

/** `true` or `false` in a query, false when absent. */
export const flagText = () =>
  z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  );
