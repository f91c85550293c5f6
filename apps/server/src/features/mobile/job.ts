import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../../platform/jobs.ts';

/**
 * How long a write's key answers retries. A phone retries within minutes or, after days
 * offline, within days; after this the key is forgotten and a request with it counts as new.
 */
const KEEP_KEYS = '30 days';

export interface MobileHousekeepingResult {
  readonly keys: number;
  readonly pairingCodes: number;
}

/** Forgets old idempotency keys and pairing codes that were used or expired a day ago. */
export async function purgeMobileRecords(db: Db): Promise<MobileHousekeepingResult> {
  const keys = await db
    .deleteFrom('idempotencyKey')
    .where('createdAt', '<', sql<Date>`now() - ${KEEP_KEYS}::interval`)
    .executeTakeFirst();
  const pairingCodes = await db
    .deleteFrom('watchPairingCode')
    .where((eb) =>
      eb.or([
        eb('expiresAt', '<', sql<Date>`now() - interval '1 day'`),
        eb('usedAt', '<', sql<Date>`now() - interval '1 day'`),
      ]),
    )
    .executeTakeFirst();
  return { keys: Number(keys.numDeletedRows), pairingCodes: Number(pairingCodes.numDeletedRows) };
}

export function mobileHousekeepingJob(db: Db): JobDefinition {
  return {
    name: 'mobile-housekeeping',
    cron: '23 * * * *',
    run: async () => void (await purgeMobileRecords(db)),
  };
}
