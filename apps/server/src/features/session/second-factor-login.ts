import {
  SECOND_FACTOR_MESSAGES,
  type Role,
  type SessionResponse,
  type TotpLoginRequest,
  CATALOGUE,
} from '@vigil/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { writeAuditRow } from '../../platform/audit.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { appError, badRequest } from '../../platform/errors.ts';
import {
  hasSecondFactor,
  isSecondFactorRequired,
  secretBox,
  useSecondFactorCode,
} from '../second-factor/index.ts';
import type { ClientInfo } from './login.ts';
import { anonymousSession, authenticatedSession } from './session-response.ts';
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess, throttledError } from './throttle.ts';

/** How long the code may be typed after the password. */
const CHALLENGE_MS = 5 * 60_000;
/**
 * Wrong codes a user may type in 15 minutes, over all their logins: a right password does not
 * reset it, so knowing the password buys no more guesses (each wrong code also counts as a failed
 * login for the account and the address, see throttle.ts).
 */
const CODE_FAILURES = 5;
const CODE_FAILURE_WINDOW = '15 minutes';
export const TOTP_LOGIN_URL = '/api/v1/session/totp';

/**
 * After a right password: a full session, or a half-way answer without a token: a challenge to
 * send back with the code (POST /session/totp) when the user has a second factor, or to set one
 * up with (POST /session/totp/enrolment) when the user's role requires one and the user has none.
 */
export async function openSessionAfterPassword(
  context: AppContext,
  user: { readonly id: number; readonly role: Role },
  client: ClientInfo,
): Promise<SessionResponse> {
  const { db } = context.database;
  if (await hasSecondFactor(db, user.id)) {
    return { ...anonymousSession(context), secondFactor: await newChallenge(db, user.id, client, 'code') };
  }
  if (await isSecondFactorRequired(db, user.role, context.config.profile)) {
    return {
      ...anonymousSession(context),
      secondFactorSetup: await newChallenge(db, user.id, client, 'setup'),
    };
  }
  const session = await createSession(db, { userId: user.id, ...client }, context.config.session);
  return authenticatedSession(context, { userId: user.id, ...session });
}

async function newChallenge(db: Db, userId: number, client: ClientInfo, purpose: ChallengePurpose) {
  const challenge = newToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_MS);
  // Old challenges go once their wrong codes no longer count.
  await db
    .deleteFrom('loginChallenge')
    .where('createdAt', '<', sql<Date>`now() - ${CODE_FAILURE_WINDOW}::interval`)
    .execute();
  await db
    .insertInto('loginChallenge')
    .values({ tokenHash: hashToken(challenge), userId, expiresAt, purpose, ...client })
    .execute();
  return { challenge, expiresAt: expiresAt.toISOString() };
}

type ChallengePurpose = 'code' | 'setup';

/** The user of a challenge that is still open, for its purpose; a wrong or old one is a 401. */
export async function openChallenge(db: Db, token: string, purpose: ChallengePurpose) {
  const challenge = await db
    .selectFrom('loginChallenge as challenge')
    .innerJoin('appUser as user', 'user.id', 'challenge.userId')
    .select(['challenge.id', 'user.id as userId', 'user.username', 'user.role'])
    .where('challenge.tokenHash', '=', hashToken(token))
    .where('challenge.purpose', '=', purpose)
    .where('challenge.expiresAt', '>', sql<Date>`now()`)
    .where('user.enabled', '=', true)
    .executeTakeFirst();
  if (!challenge) throw appError('UNAUTHORIZED', CATALOGUE.secondFactor.challengeExpired);
  return challenge;
}

/** POST /session/totp: the code completes the login; wrong codes are throttled and audited. */
export async function completeSecondFactorLogin(
  context: AppContext,
  request: TotpLoginRequest,
  client: ClientInfo,
): Promise<SessionResponse> {
  if (!request.code.trim()) throw badRequest(CATALOGUE.secondFactor.codeRequired);
  const { db } = context.database;
  const challenge = await openChallenge(db, request.challenge, 'code');
  await assertLoginAllowed(db, challenge.username, client.ip);
  const wait = await codeWaitSeconds(db, challenge.userId);
  if (wait !== null) throw throttledError(wait);

  const used = await useSecondFactorCode(
    db,
    secretBox(context.config.secondFactorKey),
    challenge.userId,
    request.code,
  );
  if (!used) {
    await db
      .updateTable('loginChallenge')
      .set((eb) => ({ failures: eb('failures', '+', 1) }))
      .where('id', '=', challenge.id)
      .execute();
    await recordLoginFailure(db, challenge.username, client.ip);
    await writeAuditRow(db, {
      userId: challenge.userId,
      username: challenge.username,
      ip: client.ip,
      method: 'POST',
      url: TOTP_LOGIN_URL,
      status: 401,
      error: SECOND_FACTOR_MESSAGES.wrongCode,
      platform: client.platform,
    });
    throw appError('UNAUTHORIZED', CATALOGUE.secondFactor.wrongCode);
  }
  await db.deleteFrom('loginChallenge').where('id', '=', challenge.id).execute();
  await recordLoginSuccess(db, challenge.username, client.ip);
  const session = await createSession(db, { userId: challenge.userId, ...client }, context.config.session);
  return authenticatedSession(context, { userId: challenge.userId, ...session });
}

/**
 * While the user has CODE_FAILURES wrong codes in the window: the seconds until enough of them
 * (the oldest first) leave it for the next code to be tried; else null.
 */
async function codeWaitSeconds(db: Db, userId: number): Promise<number | null> {
  const { rows } = await sql<{ seconds: number }>`
    select ceil(extract(epoch from created_at + ${CODE_FAILURE_WINDOW}::interval - now()))::integer as seconds
    from (
      select created_at, sum(failures) over (order by created_at desc, id desc) as newer
      from login_challenge
      where user_id = ${userId} and created_at > now() - ${CODE_FAILURE_WINDOW}::interval
    ) recent
    where newer >= ${CODE_FAILURES}
    order by created_at desc
    limit 1`.execute(db);
  return rows[0]?.seconds ?? null;
}
