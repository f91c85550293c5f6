import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** PostgreSQL element types of the arrays handed to unnest. */
export type ArrayElementType =
  | 'int2'
  | 'int4'
  | 'int8'
  | 'float8'
  | 'bool'
  | 'text'
  | 'date'
  | 'timestamptz'
  /**
   * An array per row. Unnest flattens arrays of arrays, so a column's arrays travel as one binary
   * array of all their numbers, and each row takes its slice; a null element travels as NaN.
   */
  | 'float8[]';

/** The SQL element type of each column of a row type. */
export type ColumnTypes<Row> = { readonly [Column in keyof Row & string]: ArrayElementType };

/**
 * Rows of one table, kept until they are written. `Row` must be insertable into the table, so a
 * misspelt column or a wrongly typed value fails to compile.
 */
export class TableRows<Table extends keyof DB, Row extends Insertable<DB[Table]>> {
  readonly rows: Row[] = [];

  constructor(
    readonly table: Table,
    readonly types: ColumnTypes<Row>,
  ) {}

  push(row: Row): void {
    this.rows.push(row);
  }

  /**
   * Writes the rows with one statement whatever their number: each column travels as one typed
   * array parameter (`insert ... select ... from unnest($1::int4[], $2::date[], ...)`), which is
   * far faster than multi-row VALUES and never meets the 65,535-parameter limit.
   */
  async flush(db: Kysely<DB>): Promise<number> {
    const count = this.rows.length;
    if (count === 0) return 0;
    const columns = Object.keys(this.types) as (keyof ColumnTypes<Row> & string)[];
    const parts = columns.map((column, index) => this.columnPart(column, `c${index}`));
    await sql`insert into ${sql.table(this.table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      select ${sql.join(parts.map((part) => part.value))}
      from unnest(${sql.join(parts.flatMap((part) => part.arrays))})
        as rows (${sql.raw(parts.flatMap((part) => part.names).join(', '))})`.execute(db);
    this.rows.length = 0;
    return count;
  }

  /** One column's arrays handed to unnest, the names unnest gives them, and the value inserted. */
  private columnPart(column: keyof ColumnTypes<Row> & string, name: string) {
    const type = this.types[column];
    if (type !== 'float8[]') {
      const values = this.rows.map((row) => row[column] as ScalarValue);
      return {
        arrays: [sql`${arrayLiteral(values, type)}::${sql.raw(type)}[]`],
        names: [name],
        value: sql.raw(name),
      };
    }
    const { numbers, starts, lengths } = flattened(this.rows, column);
    const [start, length] = [`${name}_start`, `${name}_length`];
    const slice = sql.raw(`${start} : ${start} + ${length} - 1`);
    return {
      arrays: [sql`${arrayLiteral(starts, 'int4')}::int4[]`, sql`${arrayLiteral(lengths, 'int4')}::int4[]`],
      names: [start, length],
      value: sql`array_replace((${float8ArrayBinary(numbers)}::float8[])[${slice}], 'NaN', null)`,
    };
  }
}

/**
 * A float8[] column's arrays end to end, with where each row's array starts (from 1) and its
 * length (null for a null array).
 */
function flattened<Row>(rows: readonly Row[], column: keyof Row) {
  const arrays = rows.map((row) => row[column] as readonly (number | null)[] | null | undefined);
  const starts: (number | null)[] = [];
  let total = 0;
  for (const array of arrays) {
    starts.push(array ? total + 1 : null);
    total += array?.length ?? 0;
  }
  const numbers = new Float64Array(total);
  let at = 0;
  for (const array of arrays) for (const value of array ?? []) numbers[at++] = value ?? NaN;
  return { numbers, starts, lengths: arrays.map((array) => array?.length ?? null) };
}

/**
 * A one-dimensional float8[] in PostgreSQL's binary format (array_send): a driver sends a Buffer
 * parameter as binary, which spares writing and parsing millions of numbers as text.
 */
function float8ArrayBinary(numbers: Float64Array): Buffer {
  const FLOAT8_OID = 701;
  const buffer = Buffer.allocUnsafe(20 + 12 * numbers.length);
  buffer.writeInt32BE(1, 0); // dimensions
  buffer.writeInt32BE(0, 4); // no null bitmap
  buffer.writeInt32BE(FLOAT8_OID, 8);
  buffer.writeInt32BE(numbers.length, 12);
  buffer.writeInt32BE(1, 16); // lower bound
  let offset = 20;
  for (const number of numbers) {
    buffer.writeInt32BE(8, offset);
    buffer.writeDoubleBE(number, offset + 4);
    offset += 12;
  }
  return buffer;
}

type ScalarValue = string | number | boolean | Date | null | undefined;

/**
 * The PostgreSQL array literal of one column's values, e.g. `{1,NULL,3}` or `{"a","b \\"c\\""}`.
 * Written here rather than by the driver because only text needs quoting: numbers, booleans, dates
 * and ISO instants go as they are, which halves the client's work on millions of values.
 */

function arrayLiteral(values: readonly ScalarValue[], type: ArrayElementType): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) parts[i] = 'NULL';
    else if (type === 'text') parts[i] = `"${String(value).replace(/["\\]/g, '\\$&')}"`;
    else if (type === 'bool') parts[i] = value ? 't' : 'f';
    else if (value instanceof Date) parts[i] = value.toISOString();
    else parts[i] = String(value);
  }
  return `{${parts.join(',')}}`;
}
