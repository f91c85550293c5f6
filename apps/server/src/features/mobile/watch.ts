import { randomInt } from 'node:crypto';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH, PAIRING_CODE_MINUTES, CATALOGUE } from '@vigil/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { issueDeviceCredential, revokeDevices, type Device } from '../../platform/auth/devices.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { appError, forbidden } from '../../platform/errors.ts';
import { mobilePatient } from './profile.ts';
import { patientsOf } from '../../platform/access/patient-data.ts';

/** A new pairing code for the patient's watch, shown on the phone; it voids any earlier one. */
export async function createPairingCode(
  db: Db,
  device: Device,
): Promise<{ code: string; expiresAt: string }> {
  if (device.kind !== 'phone') throw forbidden(CATALOGUE.mobile.phoneOnly);
  const code = Array.from(
    { length: PAIRING_CODE_LENGTH },
    () => PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)],
  ).join('');
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('watchPairingCode')
      .where('patientId', '=', device.patientId)
      .where('usedAt', 'is', null)
      .execute();
    const row = await trx
      .insertInto('watchPairingCode')
      .values({
        patientId: device.patientId,
        codeHash: hashToken(code),
        expiresAt: sql<Date>`now() + make_interval(mins => ${PAIRING_CODE_MINUTES})`,
      })
      .returning('expiresAt')
      .executeTakeFirstOrThrow();
    return { code, expiresAt: new Date(row.expiresAt).toISOString() };
  });
}

/**
 * The watch exchanges a pairing code for its own credential. A code works once and only until
 * it expires; a patient has one watch, so pairing ends the credential of an earlier one.
 */
export async function pairWatch(
  db: Db,
  { code, appVersion, now }: { code: string; appVersion: string | null; now: Date },
) {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('watchPairingCode')
      .set({ usedAt: sql<Date>`now()` })
      .where('codeHash', '=', hashToken(code))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', sql<Date>`now()`)
      .returning('patientId')
      .executeTakeFirst();
    if (!used) throw appError('UNAUTHORIZED', CATALOGUE.mobile.pairingCodeWrong);
    await revokeDevices(trx, used.patientId, 'watch');
    const { token } = await issueDeviceCredential(trx, {
      patientId: used.patientId,
      kind: 'watch',
      appVersion,
    });
    const patient = await mobilePatient(trx, { patientId: used.patientId, kind: 'watch' }, now);
    return { deviceToken: token, patient };
  });
}

/**
 * DELETE /session/smartwatch/patient/{id}: staff log the patient's watch out at once (its next
 * call is 401) and void a pairing code not used yet.
 */
export async function logOutWatch(
  db: Db,
  { actor, patientId }: { actor: Actor; patientId: number },
): Promise<void> {
  await patientsOf(db, actor).require(patientId);
  await db.transaction().execute(async (trx) => {
    await revokeDevices(trx, patientId, 'watch');
    await trx
      .deleteFrom('watchPairingCode')
      .where('patientId', '=', patientId)
      .where('usedAt', 'is', null)
      .execute();
  });
}
