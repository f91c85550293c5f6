import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { purgeSharedLimits } from '../../platform/shared-rate-limit.ts';
import { KNOWN_ADDRESS_FOR } from '../session/index.ts';

/** Sessions and reset links are kept a week after they end (for support questions), then deleted. */
const KEEP_ENDED = '7 days';

export interface HousekeepingResult {
  readonly sessions: number;
  readonly resetTokens: number;
  readonly loginAttempts: number;
  readonly rateLimitCounters: number;
}

/** Deletes ended sessions, used or expired reset links, stale failed-login counters and ended request-limit windows. */
export async function purgeExpired(db: Db): Promise<HousekeepingResult> {
  const sessions = await db
    .deleteFrom('userSession')
    .where((eb) =>
      eb.or([
        eb('absoluteExpiresAt', '<', sql<Date>`now() - ${KEEP_ENDED}::interval`),
        eb('idleExpiresAt', '<', sql<Date>`now() - ${KEEP_ENDED}::interval`),
        eb('revokedAt', '<', sql<Date>`now() - ${KEEP_ENDED}::interval`),
      ]),
    )
    .executeTakeFirst();
  const resetTokens = await db
    .deleteFrom('passwordResetToken')
    .where((eb) =>
      eb.or([
        eb('expiresAt', '<', sql<Date>`now() - ${KEEP_ENDED}::interval`),
        eb('usedAt', '<', sql<Date>`now() - ${KEEP_ENDED}::interval`),
      ]),
    )
    .executeTakeFirst();
  // Failure counts restart a day after their last failure; known addresses are kept 90 days.
  const loginAttempts = await db
    .deleteFrom('loginAttempt')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('scope', '<>', 'known'),
          eb('updatedAt', '<', sql<Date>`now() - interval '1 day'`),
          eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', sql<Date>`now()`)]),
        ]),
        eb.and([
          eb('scope', '=', 'known'),
          eb('updatedAt', '<', sql<Date>`now() - ${KNOWN_ADDRESS_FOR}::interval`),
        ]),
      ]),
    )
    .executeTakeFirst();
  const rateLimitCounters = await purgeSharedLimits(db);
  return {
    rateLimitCounters,
    sessions: Number(sessions.numDeletedRows),
    resetTokens: Number(resetTokens.numDeletedRows),
    loginAttempts: Number(loginAttempts.numDeletedRows),
  };
}

export function housekeepingJob(db: Db): JobDefinition {
  return { name: 'housekeeping', cron: '17 * * * *', run: async () => void (await purgeExpired(db)) };
}
