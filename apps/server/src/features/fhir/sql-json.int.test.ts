import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { jsonInstant, jsonNumber } from './sql-json.ts';

describe('JSON written by the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('writes every number as JSON.stringify does, at every magnitude', async () => {
    const values = [
      0,
      -0,
      1,
      -1,
      131,
      71.13333333333334,
      0.1 + 0.2,
      1e-4,
      9.999e-5,
      1e-5,
      1.5e-7,
      1e-6,
      9.99e-7,
      1e-7,
      123e-20,
      5e-324,
      1e14,
      1e15,
      1234567890123456,
      1.2345678901234568e16,
      1e20,
      1e21,
      1.5e21,
      1.2345678901234568e20,
      1.7976931348623157e308,
      -2.5e-9,
      -3e22,
    ];
    for (let exponent = -30; exponent <= 30; exponent += 1) {
      values.push(Math.PI * 10 ** exponent, -Math.E * 10 ** exponent, Math.round(7 * 10 ** exponent));
    }
    // Compared with the double the database holds (its text reads back exactly): the embedded
    // database's parser may land an ulp away from JavaScript's for a few of these inputs.
    const { rows } = await sql<{ text: string; held: string }>`select ${jsonNumber(sql`x.v`)} as text,
        x.v::text as held
      from unnest(${values.map(String)}::text[]) with ordinality as t(value, i),
        lateral (select t.value::float8 as v) as x
      order by t.i`.execute(database.db);
    expect(rows).toHaveLength(values.length);
    expect(rows.filter((row) => Number(row.text) !== Number(row.held))).toEqual([]);
    // The same text too, but for a double of 2^54 or more whose shortest digits sit on the edge of
    // its interval (7e22): PostgreSQL writes 17 digits there, JavaScript fewer, for the same number.
    const below = rows.filter((row) => Math.abs(Number(row.held)) < 2 ** 54);
    expect(below.length).toBeGreaterThan(150);
    expect(below.map((row) => row.text)).toEqual(below.map((row) => JSON.stringify(Number(row.held))));
  });

  it('writes NaN and the infinities as null, as JSON.stringify does', async () => {
    const { rows } = await sql<{ text: string }>`select ${jsonNumber(sql`x.v`)} as text
      from unnest(array['NaN', 'Infinity', '-Infinity']::float8[]) with ordinality as x(v, i) order by x.i`.execute(
      database.db,
    );
    expect(rows.map((row) => row.text)).toEqual(['null', 'null', 'null']);
  });

  it('writes an instant as toISOString does, whatever the session time zone', async () => {
    const instants = ['2026-10-10T08:00:00.000Z', '1999-12-31T23:59:59.999Z', '2026-03-29T01:30:00.120Z'];
    await sql`set time zone 'America/New_York'`.execute(database.db);
    const { rows } = await sql<{ text: string }>`select ${jsonInstant(sql`t.value::timestamptz`)} as text
      from unnest(${instants}::text[]) with ordinality as t(value, i) order by t.i`.execute(database.db);
    expect(rows.map((row) => row.text)).toEqual(instants);
  });
});
