import { CATALOGUE, type SessionResponse } from '@vigil/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { appError, badRequest } from '../../platform/errors.ts';
import { openSessionAfterPassword } from './second-factor-login.ts';
import { anonymousSession } from './session-response.ts';
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from './throttle.ts';

export interface Credentials {
  readonly username: string;
  readonly password: string;
}

export interface ClientInfo {
  readonly ip: string;
  readonly platform: string | null;
  readonly userAgent: string | null;
}

// Verifying against this when the username is unknown makes both failures take the same time.
const unknownUserHash = hashPassword('no user has this password 7Qx!');

/**
 * Checks a username and password, under the throttle. A wrong username and a wrong password
 * fail alike. Returns the user's id, or throws.
 */
export async function checkCredentials(
  db: Db,
  credentials: Credentials,
  client: ClientInfo,
): Promise<LoginUser> {
  await assertLoginAllowed(db, credentials.username, client.ip);
  const user = await findLoginUser(db, credentials.username);
  const matches = await verifyPassword(user?.passwordHash ?? (await unknownUserHash), credentials.password);
  if (!user || !matches || !user.enabled) {
    await recordLoginFailure(db, credentials.username, client.ip);
    throw appError('UNAUTHORIZED', CATALOGUE.login.wrongCredentials);
  }
  await recordLoginSuccess(db, credentials.username, client.ip);
  return user;
}

type LoginUser = NonNullable<Awaited<ReturnType<typeof findLoginUser>>>;

function findLoginUser(db: Db, username: string) {
  return db
    .selectFrom('appUser')
    .select(['id', 'username', 'role', 'passwordHash', 'enabled', 'mustChangePassword'])
    .where(sql`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

/**
 * POST /session: a session for valid credentials, or an answer without a token: the first-time
 * login, or the second factor asked for.
 */
export async function login(
  context: AppContext,
  credentials: Credentials,
  client: ClientInfo,
): Promise<SessionResponse> {
  if (!credentials.username.trim() || !credentials.password) throw badRequest(CATALOGUE.login.required);
  const { db } = context.database;
  const user = await checkCredentials(db, credentials, client);
  if (user.mustChangePassword) {
    return { ...anonymousSession(context), firstTimeLogin: true, updatePasswordUsername: user.username };
  }
  return openSessionAfterPassword(context, user, client);
}
