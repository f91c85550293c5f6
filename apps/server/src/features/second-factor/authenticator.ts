import { type AppProfile, type TotpEnrolment, type TotpStatus, CATALOGUE } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { userInReach } from '../../platform/access/users.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import {
  enrolmentOf,
  looksLikeTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  stepOfCode,
} from './codes.ts';
import { isSecondFactorRequired } from './policy.ts';
import type { SecretBox } from './secret-box.ts';

const UNKNOWN_USER_MESSAGE = 'Could not find the user';

/** Whose authenticator: the signed-in user, or a user setting it up during the login. */
type TotpOwner = Pick<Actor, 'userId' | 'username'>;

/** GET /users/my-totp. */
export async function totpStatus(db: Db, actor: Actor, profile: AppProfile): Promise<TotpStatus> {
  const { userId } = actor;
  const row = await db
    .selectFrom('userTotp')
    .select([
      'confirmedAt',
      (eb) =>
        eb
          .selectFrom('userRecoveryCode')
          .select(eb.fn.countAll<string>().as('left'))
          .where('userRecoveryCode.userId', '=', userId)
          .where('userRecoveryCode.usedAt', 'is', null)
          .as('recoveryCodesLeft'),
    ])
    .where('userId', '=', userId)
    .where('confirmedAt', 'is not', null)
    .executeTakeFirst();
  return {
    enabled: row !== undefined,
    recoveryCodesLeft: Number(row?.recoveryCodesLeft ?? 0),
    confirmedAt: row?.confirmedAt ? new Date(row.confirmedAt).toISOString() : null,
    required: await isSecondFactorRequired(db, actor.role, profile),
  };
}

/** Whether a login of this user asks for the second factor. */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('userTotp')
    .select('userId')
    .where('userId', '=', userId)
    .where('confirmedAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * POST /users/my-totp/enrolment: a new secret waiting for its first code. The answer is the only
 * time the secret leaves the server; starting again replaces an unconfirmed one.
 */
export async function startEnrolment(db: Db, box: SecretBox, actor: TotpOwner): Promise<TotpEnrolment> {
  if (await hasSecondFactor(db, actor.userId)) throw conflict(CATALOGUE.secondFactor.alreadyEnabled);
  const secret = newTotpSecret();
  await db
    .insertInto('userTotp')
    .values({ userId: actor.userId, secret: box.seal(secret) })
    .onConflict((oc) =>
      oc
        .column('userId')
        .doUpdateSet({ secret: box.seal(secret), createdAt: sql`now()`, lastStep: null })
        .where('userTotp.confirmedAt', 'is', null),
    )
    .execute();
  return enrolmentOf(secret, actor.username);
}

/**
 * POST /users/my-totp/confirmation: the first code proves the app holds the secret; the second
 * factor is on from now, and the ten recovery codes are answered this once (only hashes kept).
 */
export async function confirmEnrolment(
  db: Db,
  box: SecretBox,
  actor: TotpOwner,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  if (!code.trim()) throw badRequest(CATALOGUE.secondFactor.codeRequired);
  const pending = await db
    .selectFrom('userTotp')
    .select('secret')
    .where('userId', '=', actor.userId)
    .where('confirmedAt', 'is', null)
    .executeTakeFirst();
  if (!pending) throw badRequest(CATALOGUE.secondFactor.noEnrolment);
  const step = stepOfCode(box.open(pending.secret), code);
  if (step === null) throw badRequest(CATALOGUE.secondFactor.wrongCode);
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('userTotp')
      .set({ confirmedAt: sql`now()`, lastStep: step })
      .where('userId', '=', actor.userId)
      .where('confirmedAt', 'is', null)
      .returning('userId')
      .executeTakeFirst();
    if (!confirmed) throw badRequest(CATALOGUE.secondFactor.noEnrolment);
    await storeRecoveryCodes(trx, actor.userId, recoveryCodes);
  });
  return { recoveryCodes };
}

async function storeRecoveryCodes(db: Db, userId: number, codes: readonly string[]): Promise<void> {
  await db.deleteFrom('userRecoveryCode').where('userId', '=', userId).execute();
  await db
    .insertInto('userRecoveryCode')
    .values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })))
    .execute();
}

/**
 * Checks a code of a user whose second factor is on, and uses it up: a TOTP code's time step is
 * taken once (a step at or before the last one taken is refused), a recovery code once. Returns
 * what the code was, or null when it was wrong or already used.
 */
export async function useSecondFactorCode(
  db: Db,
  box: SecretBox,
  userId: number,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  if (looksLikeTotpCode(code)) {
    const row = await db
      .selectFrom('userTotp')
      .select('secret')
      .where('userId', '=', userId)
      .where('confirmedAt', 'is not', null)
      .executeTakeFirst();
    const step = row && stepOfCode(box.open(row.secret), code);
    if (step === undefined || step === null) return null;
    const taken = await db
      .updateTable('userTotp')
      .set({ lastStep: step })
      .where('userId', '=', userId)
      .where('confirmedAt', 'is not', null)
      .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
      .returning('userId')
      .executeTakeFirst();
    return taken ? 'totp' : null;
  }
  const used = await db
    .updateTable('userRecoveryCode')
    .set({ usedAt: sql`now()` })
    .where('userId', '=', userId)
    .where('codeHash', '=', recoveryCodeHash(code))
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used ? 'recovery' : null;
}

/**
 * POST /users/my-totp/disable: turning it off asks for a code (or a recovery code) too, and is
 * refused while the user's role requires a second factor.
 */
export async function disableOwn(
  db: Db,
  box: SecretBox,
  actor: Actor,
  code: string,
  profile: AppProfile,
): Promise<void> {
  if (!code.trim()) throw badRequest(CATALOGUE.secondFactor.codeRequired);
  if (!(await hasSecondFactor(db, actor.userId))) throw badRequest(CATALOGUE.secondFactor.notEnabled);
  if (await isSecondFactorRequired(db, actor.role, profile)) {
    throw conflict(CATALOGUE.secondFactor.requiredForRole);
  }
  if (!(await useSecondFactorCode(db, box, actor.userId, code))) {
    throw badRequest(CATALOGUE.secondFactor.wrongCode);
  }
  await removeSecondFactor(db, actor.userId);
}

/**
 * DELETE /users/{id}/totp: an admin turns off the second factor of a user who lost their phone and
 * their recovery codes; the same reach as every user-management write (404 outside it).
 */
export async function resetSecondFactor(db: Db, actor: Actor, userId: number): Promise<void> {
  if (!(await userInReach(db, actor, userId))) throw notFound(UNKNOWN_USER_MESSAGE);
  await removeSecondFactor(db, userId);
}

async function removeSecondFactor(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('userRecoveryCode').where('userId', '=', userId).execute();
    await trx.deleteFrom('userTotp').where('userId', '=', userId).execute();
    await trx.deleteFrom('loginChallenge').where('userId', '=', userId).execute();
  });
}
