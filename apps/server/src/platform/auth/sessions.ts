import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { resolvePatientScope, type ScopeOwner } from '../access/patient-scope.ts';
import type { Actor } from './actor.ts';
import { hashToken, newToken } from './tokens.ts';

export interface SessionSettings {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

/**
 * The idle deadline moves at most once a minute, however often the web app reports activity, and
 * always well within the idle limit: with an idle limit of a minute or less, a throttle of a minute
 * would let no activity ever renew the session.
 */
export function refreshThrottleMs(idleMs: number): number {
  return Math.min(60_000, idleMs / 4);
}

/** Opens a session for a user; only the token's hash is stored. */
export async function createSession(
  db: Db,
  user: { userId: number; ip: string | null; platform: string | null; userAgent?: string | null },
  settings: SessionSettings,
): Promise<{ token: string; sessionId: number; idleExpiresAt: Date }> {
  const token = newToken();
  const now = Date.now();
  const absoluteExpiresAt = now + settings.absoluteMs;
  // The deadline the client is told is the earlier of the two: never a time the session cannot reach.
  const idleExpiresAt = new Date(Math.min(now + settings.idleMs, absoluteExpiresAt));
  const row = await db
    .insertInto('userSession')
    .values({
      tokenHash: hashToken(token),
      userId: user.userId,
      idleExpiresAt,
      absoluteExpiresAt: new Date(absoluteExpiresAt),
      ip: user.ip,
      platform: user.platform,
      userAgent: user.userAgent ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id, idleExpiresAt };
}

/** The actor behind a token, or null when the session is unknown, revoked, idle, too old, or the user is disabled. */
export async function findActor(db: Db, token: string): Promise<Actor | null> {
  const row = await db
    .selectFrom('userSession as session')
    .innerJoin('appUser as user', 'user.id', 'session.userId')
    .select([
      'session.id as sessionId',
      'session.idleExpiresAt',
      'user.id',
      'user.username',
      'user.role',
      'user.language',
      'user.patientConnection',
      'user.otherUserPatientConnectionId',
      clinicIdsOf('user.id').as('clinicIds'),
    ])
    .where('session.tokenHash', '=', hashToken(token))
    .where('session.revokedAt', 'is', null)
    .where('session.idleExpiresAt', '>', sql<Date>`now()`)
    .where('session.absoluteExpiresAt', '>', sql<Date>`now()`)
    .where('user.enabled', '=', true)
    .executeTakeFirst();
  if (!row) return null;

  const other =
    row.patientConnection === 'ANOTHER_USER_PATIENTS' && row.otherUserPatientConnectionId !== null
      ? await findScopeOwner(db, row.otherUserPatientConnectionId)
      : undefined;
  return {
    userId: row.id,
    username: row.username,
    role: row.role,
    language: row.language,
    clinicIds: row.clinicIds,
    patientScope: resolvePatientScope({ ...row, clinicIds: row.clinicIds }, other),
    sessionId: row.sessionId,
    idleExpiresAt: new Date(row.idleExpiresAt),
  };
}

async function findScopeOwner(db: Db, userId: number): Promise<ScopeOwner | undefined> {
  return db
    .selectFrom('appUser as user')
    .select(['user.id', 'user.patientConnection', clinicIdsOf('user.id').as('clinicIds')])
    .where('user.id', '=', userId)
    .where('user.enabled', '=', true)
    .executeTakeFirst();
}

function clinicIdsOf(userColumn: 'user.id') {
  return sql<
    number[]
  >`array(select clinic_id from user_clinic where user_id = ${sql.ref(userColumn)} order by clinic_id)`;
}

/**
 * Moves the idle deadline forward (throttled, see refreshThrottleMs), never past the absolute
 * expiry; returns the deadline in force.
 */
export async function refreshSession(db: Db, actor: Actor, settings: SessionSettings): Promise<Date> {
  const now = Date.now();
  const row = await db
    .updateTable('userSession')
    .set((eb) => ({
      idleExpiresAt: eb.fn<Date>('least', [
        eb.val(new Date(now + settings.idleMs)),
        eb.ref('absoluteExpiresAt'),
      ]),
      lastActivityAt: new Date(now),
    }))
    .where('id', '=', actor.sessionId)
    .where('lastActivityAt', '<', new Date(now - refreshThrottleMs(settings.idleMs)))
    .where('absoluteExpiresAt', '>', new Date(now))
    .returning('idleExpiresAt')
    .executeTakeFirst();
  return row ? new Date(row.idleExpiresAt) : actor.idleExpiresAt;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('userSession')
    .set({ revokedAt: sql`now()` })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Ends every session of a user (password change, reset, disabling), optionally keeping one. */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  let query = db
    .updateTable('userSession')
    .set({ revokedAt: sql`now()` })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}
