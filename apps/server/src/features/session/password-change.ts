import { type SessionResponse, CATALOGUE } from '@vigil/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { assertAcceptablePassword, hashPassword } from '../../platform/auth/passwords.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import { badRequest } from '../../platform/errors.ts';
import { checkCredentials, type ClientInfo } from './login.ts';
import { openSessionAfterPassword } from './second-factor-login.ts';

export const SAME_PASSWORD_MESSAGE = 'The new password must differ from the old one';

/** Stores a new password hash and ends every session of the user but the one to keep. */
export async function setPassword(
  db: Db,
  userId: number,
  password: string,
  keepSessionId?: number,
): Promise<void> {
  await db
    .updateTable('appUser')
    .set({
      passwordHash: await hashPassword(password),
      mustChangePassword: false,
      passwordChangedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where('id', '=', userId)
    .execute();
  await revokeUserSessions(db, userId, keepSessionId);
}

/** POST /session/updatePassword: the forced first-login change (or any change by the old password); logs in
 * (or asks for the second factor). */
export async function updatePassword(
  context: AppContext,
  request: { username: string; oldPassword: string; password: string },
  client: ClientInfo,
): Promise<SessionResponse> {
  if (!request.username.trim() || !request.oldPassword || !request.password) {
    throw badRequest(CATALOGUE.login.updateRequired);
  }
  const { db } = context.database;
  const user = await checkCredentials(
    db,
    { username: request.username, password: request.oldPassword },
    client,
  );
  assertAcceptablePassword(request.password);
  if (request.password === request.oldPassword) throw badRequest(SAME_PASSWORD_MESSAGE);
  await setPassword(db, user.id, request.password);
  return openSessionAfterPassword(context, user, client);
}
