import { type OwnSession, CATALOGUE } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { revokeSession, revokeUserSessions } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/errors.ts';

/** GET /users/my-sessions: the caller's sessions still open, the latest used first. */
export async function ownSessions(db: Db, actor: Actor): Promise<OwnSession[]> {
  const rows = await db
    .selectFrom('userSession')
    .select(['id', 'createdAt', 'lastActivityAt', 'ip', 'platform', 'userAgent'])
    .where('userId', '=', actor.userId)
    .where('revokedAt', 'is', null)
    .where('idleExpiresAt', '>', sql<Date>`now()`)
    .where('absoluteExpiresAt', '>', sql<Date>`now()`)
    .orderBy('lastActivityAt', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    lastActivityAt: new Date(row.lastActivityAt).toISOString(),
    ip: row.ip,
    platform: row.platform,
    userAgent: row.userAgent,
    current: row.id === actor.sessionId,
  }));
}

/** DELETE /users/my-sessions/{id}: ends another of the caller's own sessions (404 for anyone else's). */
export async function endOwnSession(db: Db, actor: Actor, sessionId: number): Promise<void> {
  if (sessionId === actor.sessionId) throw badRequest(CATALOGUE.secondFactor.currentSession);
  const own = await db
    .selectFrom('userSession')
    .select('id')
    .where('id', '=', sessionId)
    .where('userId', '=', actor.userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  if (!own) throw notFound(CATALOGUE.secondFactor.unknownSession);
  await revokeSession(db, sessionId);
}

/** DELETE /users/my-sessions: ends every session of the caller but the one this call is made with. */
export async function endOtherOwnSessions(db: Db, actor: Actor): Promise<void> {
  await revokeUserSessions(db, actor.userId, actor.sessionId);
}
