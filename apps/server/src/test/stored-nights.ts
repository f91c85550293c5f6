import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';
import type { NightToSend } from '../simulator/index.ts';

/**
 * Every night the phones had acknowledged is stored once and current, nothing else is stored, and
 * one kept answer exists per request: none was done twice, none lost.
 */
export async function expectEveryNightStoredOnce(
  db: Db,
  sent: ReadonlyMap<number, readonly NightToSend[]>,
  requests: number,
): Promise<void> {
  const rows = await db
    .selectFrom('nightlyEntry')
    .select(['patientId', sql<string>`night::text`.as('night'), 'value', 'supersededAt'])
    .where('patientId', 'in', [...sent.keys()])
    .execute();
  for (const [patientId, expected] of sent) {
    const stored = rows.filter((row) => row.patientId === patientId);
    expect(stored.every((row) => row.supersededAt === null)).toBe(true);
    expect(stored.map((row) => [row.night, row.value]).sort()).toEqual(
      expected.map((night) => [night.night, night.value]).sort(),
    );
  }
  const total = [...sent.values()].reduce((sum, nights) => sum + nights.length, 0);
  expect(rows).toHaveLength(total);
  const keys = await db
    .selectFrom('idempotencyKey')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('scope', 'like', 'patient:%')
    .executeTakeFirstOrThrow();
  expect(Number(keys.count)).toBe(requests);
}
