import { LOGIN_MESSAGES } from '@vigil/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { badRequest } from '../../platform/errors.ts';
import { assertAcceptablePassword } from '../../platform/auth/passwords.ts';
import { setPassword } from './password-change.ts';
import { clearAccountFailures } from './throttle.ts';

const RESET_LIFETIME_MS = 60 * 60 * 1000;

/**
 * POST /session/forgotPassword: mails a single-use reset link valid one hour. The answer is the
 * same whether or not the address belongs to anyone.
 */
export async function requestPasswordReset(context: AppContext, email: string): Promise<{ message: string }> {
  const address = email.trim().toLowerCase();
  if (!address) throw badRequest(LOGIN_MESSAGES.emailRequired);
  const { db } = context.database;
  const user = await db
    .selectFrom('appUser')
    .select(['id', 'email', 'firstName'])
    .where(sql`lower(email)`, '=', address)
    .where('enabled', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  if (user?.email) {
    const token = newToken();
    await db.transaction().execute(async (trx) => {
      // A new link replaces any earlier one still unused.
      await trx
        .updateTable('passwordResetToken')
        .set({ usedAt: sql`now()` })
        .where('userId', '=', user.id)
        .where('usedAt', 'is', null)
        .execute();
      await trx
        .insertInto('passwordResetToken')
        .values({
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
        })
        .execute();
    });
    await context.mailer.send({
      to: user.email,
      subject: 'Vigil: reset your password',
      text:
        `Hello ${user.firstName},\n\nOpen this link within one hour to choose a new password:\n` +
        `${context.config.publicUrl}/#/forgotPassword/${token}\n\n` +
        'If you did not ask for this, ignore this mail: your password stays as it is.\n',
    });
  }
  return { message: LOGIN_MESSAGES.resetSent };
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
    if (!used) throw badRequest(LOGIN_MESSAGES.resetInvalid);
    await setPassword(trx, used.userId, request.password);
    // Whoever locked themselves out by guessing may log in with the new password at once.
    const user = await trx
      .selectFrom('appUser')
      .select('username')
      .where('id', '=', used.userId)
      .executeTakeFirstOrThrow();
    await clearAccountFailures(trx, user.username);
  });
}
