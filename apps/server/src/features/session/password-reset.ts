import { LOGIN_MESSAGES, CATALOGUE } from '@vigil/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { appError, badRequest } from '../../platform/errors.ts';
import { assertAcceptablePassword } from '../../platform/auth/passwords.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { hitSharedLimit, type SharedLimit } from '../../platform/shared-rate-limit.ts';
import { setPassword } from './password-change.ts';
import { forgetAccountFailures } from './throttle.ts';

const RESET_LIFETIME_MS = 60 * 60 * 1000;
export const PASSWORD_RESET_MAIL_JOB = 'password-reset-mail';

/*
 * Limits held in the database, so that every server counts the same requests (decisions:
 * security, password-reset mails). Per address: a fourth request within the hour is answered as
 * usual and mails nothing (refusing it would only tell the asker more). Per client address: 429.
 */
const MAILS_PER_ADDRESS: SharedLimit = { bucket: 'reset-mail-address', hits: 3, windowMs: 3_600_000 };
const REQUESTS_PER_CLIENT: SharedLimit = { bucket: 'reset-mail-client', hits: 10, windowMs: 3_600_000 };

/**
 * POST /session/forgotPassword: queues a reset mail and answers at once. The request does the
 * same work whether or not the address belongs to anyone — it never looks the address up — so
 * neither the answer nor its time tells; the job looks it up and mails the link.
 */
export async function requestPasswordReset(
  context: AppContext,
  request: { email: string; clientIp: string },
): Promise<{ message: string }> {
  const address = request.email.trim().toLowerCase();
  if (!address) throw badRequest(CATALOGUE.login.emailRequired);
  const { db } = context.database;
  if (!(await hitSharedLimit(db, REQUESTS_PER_CLIENT, request.clientIp))) {
    throw appError('TOO_MANY_REQUESTS', CATALOGUE.login.resetThrottled);
  }
  if (await hitSharedLimit(db, MAILS_PER_ADDRESS, address)) {
    await context.jobQueue.send(PASSWORD_RESET_MAIL_JOB, { address });
  }
  return { message: LOGIN_MESSAGES.resetSent };
}

/**
 * The job: mails a single-use reset link valid one hour to the enabled user with this address,
 * if there is one. Earlier links stay valid until used or expired, so nobody can void the owner's
 * link by asking again; using any one of them ends all.
 */
export async function mailPasswordReset(
  context: { db: Db; mailer: Mailer; publicUrl: string },
  address: string,
): Promise<boolean> {
  const { db } = context;
  const user = await db
    .selectFrom('appUser')
    .select(['id', 'email', 'firstName'])
    .where(sql`lower(email)`, '=', address)
    .where('enabled', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  if (!user?.email) return false;
  const token = newToken();
  await db
    .insertInto('passwordResetToken')
    .values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
    })
    .execute();
  await context.mailer.send({
    to: user.email,
    subject: 'Vigil: reset your password',
    text:
      `Hello ${user.firstName},\n\nOpen this link within one hour to choose a new password:\n` +
      `${context.publicUrl}/#/forgotPassword/${token}\n\n` +
      'If you did not ask for this, ignore this mail: your password stays as it is.\n',
  });
  return true;
}

/** The job that mails the links the requests queued. */
export function passwordResetMailJob(
  context: Pick<AppContext, 'database' | 'mailer' | 'config'>,
): JobDefinition {
  const job = { db: context.database.db, mailer: context.mailer, publicUrl: context.config.publicUrl };
  return {
    name: PASSWORD_RESET_MAIL_JOB,
    // Someone waits for this mail: fetch often, several at a time.
    work: { batchSize: 10, pollingIntervalSeconds: 1 },
    run: async (data) => {
      const address =
        typeof data === 'object' && data !== null && 'address' in data ? data.address : undefined;
      if (typeof address === 'string') await mailPasswordReset(job, address);
    },
  };
}

/** POST /session/resetPassword: sets the new password once per link and ends all the user's sessions. */
export async function resetPassword(
  context: AppContext,
  request: { token: string; password: string },
): Promise<void> {
  assertAcceptablePassword(request.password);
  await context.database.db.transaction().execute(async (trx) => {
    // One statement both checks and consumes the link, so two tabs cannot both use it.
    const used = await trx
      .updateTable('passwordResetToken')
      .set({ usedAt: sql`now()` })
      .where('tokenHash', '=', hashToken(request.token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', sql<Date>`now()`)
      .returning('userId')
      .executeTakeFirst();
    if (!used) throw badRequest(CATALOGUE.login.resetInvalid);
    // The user's other links end with this one.
    await trx
      .updateTable('passwordResetToken')
      .set({ usedAt: sql`now()` })
      .where('userId', '=', used.userId)
      .where('usedAt', 'is', null)
      .execute();
    await setPassword(trx, used.userId, request.password);
    // Whoever was slowed down by guessing may log in with the new password at once.
    const user = await trx
      .selectFrom('appUser')
      .select('username')
      .where('id', '=', used.userId)
      .executeTakeFirstOrThrow();
    await forgetAccountFailures(trx, user.username);
  });
}
