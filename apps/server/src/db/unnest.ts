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
  /** An array per row: it travels as text (unnest flattens arrays of arrays) and is cast back. */
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
    const arrays = columns.map((column) => {
      const type = this.types[column];
      return sql`${arrayLiteral(this.rows, column, type)}::${sql.raw(type === 'float8[]' ? 'text' : type)}[]`;
    });
    const values = columns.map((column, index) =>
      this.types[column] === 'float8[]' ? sql.raw(`c${index}::float8[]`) : sql.raw(`c${index}`),
    );
    const names = sql.raw(columns.map((_, index) => `c${index}`).join(', '));
    await sql`insert into ${sql.table(this.table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      select ${sql.join(values)} from unnest(${sql.join(arrays)}) as rows (${names})`.execute(db);
    this.rows.length = 0;
    return count;
  }
}

/**
 * The PostgreSQL array literal of one column, e.g. `{1,NULL,3}` or `{"a","b \\"c\\""}`. Written here
 * rather than by the driver because only text needs quoting: numbers, booleans, dates and ISO
 * instants go as they are, which halves the client's work on millions of values.
 */
function arrayLiteral<Row>(rows: readonly Row[], column: keyof Row, type: ArrayElementType): string {
  const parts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const value = rows[i]?.[column];
    if (value === null || value === undefined) parts[i] = 'NULL';
    else if (type === 'text') parts[i] = `"${String(value).replace(/["\\]/g, '\\$&')}"`;
    else if (type === 'bool') parts[i] = value ? 't' : 'f';
    else if (type === 'float8[]') parts[i] = `"${numberArrayLiteral(value as readonly (number | null)[])}"`;
    else if (value instanceof Date) parts[i] = value.toISOString();
    else parts[i] = String(value);
  }
  return `{${parts.join(',')}}`;
}

/** `{1.5,NULL,-2e-7}`: numbers as JavaScript writes them, which PostgreSQL's float8 reads exactly. */
function numberArrayLiteral(values: readonly (number | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;
}
