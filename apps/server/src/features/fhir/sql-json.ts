import { FHIR_SYSTEMS, UCUM_BY_UNITS } from '@vigil/domain';
import { sql, type RawBuilder } from 'kysely';

/**
 * Pieces for writing FHIR resources as JSON text in SQL, so that an export's millions of rows are
 * written by the database and never become objects in Node (docs/decisions/data-out.md). The text
 * is what `JSON.stringify` gives for the same resource: compact, keys in the order written, strings
 * escaped by `to_json` (the same escapes as JavaScript's), numbers and instants as JavaScript
 * writes them. Constant pieces are written here by `JSON.stringify` and sent as parameters.
 */

/** A constant piece of JSON text, written by JSON.stringify, as an SQL text parameter. */
export const jsonText = (text: string): RawBuilder<string> => sql<string>`${text}::text`;

/** A value as SQL JSON text, a parameter. */
export const jsonOf = (value: unknown): RawBuilder<string> => jsonText(JSON.stringify(value));

/** `"key":` with the value's JSON, as a piece of an object's text. */
export const jsonMember = (key: string, value: unknown) => `${JSON.stringify(key)}:${JSON.stringify(value)}`;

/** A table of rows as an SQL row source (`json_to_recordset`), one parameter: `columns` names and types them. */
export const jsonRows = (rows: readonly object[], columns: string) =>
  sql`json_to_recordset(${JSON.stringify(rows)}::json) as ${sql.raw(columns)}`;

/** A timestamptz as JavaScript's `toISOString()` writes it (UTC, milliseconds, `Z`). */
export const jsonInstant = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A double precision as JavaScript writes a number in JSON. PostgreSQL's shortest text (the
 * session's extra_float_digits is 1) is JavaScript's between 1e-4 and 1e15; outside it PostgreSQL
 * writes an exponent where JavaScript writes digits up to 1e21 and down to 1e-6, and pads the
 * exponent to two digits: rewritten from the digits and exponent by JavaScript's own rule
 * (ECMA-262 Number::toString). NaN and the infinities are null, as JSON.stringify writes them.
 * One difference is left: a double of 2^54 or more whose shortest digits sit on the edge of its
 * interval (7e22) gets PostgreSQL's 17 digits, which read back as the same number.
 */
export function jsonNumber(column: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`case
    when abs(${column}) >= 1e-4::float8 and abs(${column}) < 1e15::float8 then ${column}::text
    when ${column} = 0 then '0'
    when ${column} in ('NaN'::float8, 'Infinity'::float8, '-Infinity'::float8) then 'null'
    else (select case
        when n between k and 21 then sign || digits || repeat('0', n - k)
        when n between 1 and 21 then sign || left(digits, n) || '.' || substr(digits, n + 1)
        when n between -5 and 0 then sign || '0.' || repeat('0', -n) || digits
        else sign || left(digits, 1) || case when k > 1 then '.' || substr(digits, 2) else '' end
          || 'e' || case when n > 0 then '+' else '-' end || abs(n - 1)
      end
      from (select parts[1] as sign, parts[2] || coalesce(parts[3], '') as digits,
          length(parts[2] || coalesce(parts[3], '')) as k, parts[4]::int + 1 as n
        from regexp_match(${column}::text, '^(-?)(\\d)(?:\\.(\\d+))?e([-+]\\d+)$') as parts) as number)
  end`;
}

/** Vigil's unit texts with their UCUM codes, as rows to join (`units`, `ucum`). */
export const ucumRows = () =>
  jsonRows(
    Object.entries(UCUM_BY_UNITS).map(([units, ucum]) => ({ units, ucum })),
    'ucum_unit(units text, ucum text)',
  );

/**
 * The members of a valueQuantity after its value: the unit text when there is one, the UCUM
 * system and code when the unit has one.
 */
export const jsonUnit = (units: RawBuilder<unknown>, ucum: RawBuilder<unknown>) =>
  sql<string>`concat(case when ${units} <> '' then concat(',"unit":', to_json(${units})) end,
    case when ${ucum} is not null then concat(',"system":', ${jsonOf(FHIR_SYSTEMS.ucum)}, ',"code":', to_json(${ucum})) end)`;
