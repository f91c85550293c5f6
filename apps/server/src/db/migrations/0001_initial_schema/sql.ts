import { sql, type RawBuilder } from 'kysely';

/** `'a', 'b'` for a CHECK ... IN list; the values are the constants of enumerations.ts, never input. */
export function list(values: readonly string[]): RawBuilder<unknown> {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

/** Rejects NaN and ±Infinity, which double precision accepts but JSON cannot carry. */
export function finite(column: string): RawBuilder<unknown> {
  return sql.raw(finiteText(column));
}

function finiteText(column: string): string {
  // NaN sorts above Infinity in PostgreSQL, so the upper bound rejects it too.
  return `${column} > '-Infinity'::float8 and ${column} < 'Infinity'::float8`;
}

/** The six limit levels, finite and never decreasing (docs/requirements/limits-and-statuses.md#limit-fields). */
export function limitColumns(table: string): RawBuilder<unknown> {
  const levels = [
    'alert_low',
    'abnormal_low',
    'lower_limit_normal',
    'upper_limit_normal',
    'abnormal_high',
    'alert_high',
  ];
  const nonDecreasing = levels.slice(1).map((level, index) => `${levels[index]} <= ${level}`);
  return sql.raw(
    [
      ...levels.map((level) => `${level} double precision not null check (${finiteText(level)})`),
      `constraint ${table}_levels_non_decreasing check (${nonDecreasing.join(' and ')})`,
    ].join(',\n'),
  );
}
